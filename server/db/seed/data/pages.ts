export interface PageTranslation {
  slug: string;
  title: string;
  tagTitle: string;
  metaDescription: string;
  /** HTML. */
  content: string;
}

export interface PageSeed {
  groupKey: string;
  nl: PageTranslation;
  fr: PageTranslation;
}

export const PAGES: readonly PageSeed[] = [
  {
    groupKey: 'terms',
    nl: {
      slug: 'terms',
      title: 'Algemene voorwaarden',
      tagTitle: 'Algemene voorwaarden | Dealwijzer',
      metaDescription: 'De algemene voorwaarden voor het gebruik van Dealwijzer, de website en app met promoties, folders en kortingscodes.',
      content: `<h2>1. Over Dealwijzer</h2>
<p>Dealwijzer verzamelt promoties, folders en kortingscodes van winkels en webshops in België. Door de website of de app te gebruiken, aanvaard je deze voorwaarden.</p>
<h2>2. Je account</h2>
<p>Om promoties te plaatsen, te stemmen of favorieten te bewaren, maak je een gratis account aan. Je bent verantwoordelijk voor het geheimhouden van je wachtwoord.</p>
<ul>
<li>Je geeft correcte gegevens op bij je registratie.</li>
<li>Je maakt maximaal één account per persoon aan.</li>
<li>Je kunt je account op elk moment verwijderen via je instellingen.</li>
</ul>
<h2>3. Promoties van leden</h2>
<p>Leden delen zelf promoties. We controleren elke bijdrage voor publicatie, maar kunnen niet garanderen dat een actie nog loopt of dat de prijs correct is. Controleer de voorwaarden altijd bij de winkel.</p>
<h2>4. Bonuspunten</h2>
<p>Voor goedgekeurde bijdragen ontvang je bonuspunten die je kunt inruilen in de prijzenpot. Punten hebben geen geldwaarde en zijn niet overdraagbaar.</p>
<h2>5. Aansprakelijkheid</h2>
<p>Dealwijzer is niet aansprakelijk voor aankopen die je doet bij winkels of webshops waarnaar we verwijzen. Sommige links zijn affiliatelinks: als je via zo'n link iets koopt, ontvangen wij een kleine commissie, zonder meerkost voor jou.</p>
<h2>6. Wijzigingen</h2>
<p>We kunnen deze voorwaarden aanpassen. Belangrijke wijzigingen melden we vooraf via e-mail of op de website.</p>`,
    },
    fr: {
      slug: 'terms',
      title: 'Conditions générales',
      tagTitle: 'Conditions générales | Dealwijzer',
      metaDescription: "Les conditions générales d'utilisation de Dealwijzer, le site et l'application des promotions, dépliants et codes promo.",
      content: `<h2>1. À propos de Dealwijzer</h2>
<p>Dealwijzer rassemble les promotions, dépliants et codes promo des magasins et e-shops en Belgique. En utilisant le site ou l'application, vous acceptez ces conditions.</p>
<h2>2. Votre compte</h2>
<p>Pour publier des promotions, voter ou enregistrer des favoris, vous créez un compte gratuit. Vous êtes responsable de la confidentialité de votre mot de passe.</p>
<ul>
<li>Vous fournissez des données exactes lors de votre inscription.</li>
<li>Vous ne créez qu'un seul compte par personne.</li>
<li>Vous pouvez supprimer votre compte à tout moment dans vos paramètres.</li>
</ul>
<h2>3. Promotions des membres</h2>
<p>Les membres partagent eux-mêmes des promotions. Nous vérifions chaque contribution avant publication, sans pouvoir garantir qu'une action est toujours en cours ou que le prix est exact. Vérifiez toujours les conditions auprès du magasin.</p>
<h2>4. Points bonus</h2>
<p>Les contributions approuvées vous rapportent des points bonus à échanger dans la cagnotte. Les points n'ont pas de valeur monétaire et ne sont pas transférables.</p>
<h2>5. Responsabilité</h2>
<p>Dealwijzer n'est pas responsable des achats effectués dans les magasins ou e-shops vers lesquels nous renvoyons. Certains liens sont des liens d'affiliation : si vous achetez via un tel lien, nous percevons une petite commission, sans surcoût pour vous.</p>
<h2>6. Modifications</h2>
<p>Nous pouvons adapter ces conditions. Nous annonçons les changements importants à l'avance par e-mail ou sur le site.</p>`,
    },
  },
  {
    groupKey: 'privacy-policy',
    nl: {
      slug: 'privacy-policy',
      title: 'Privacybeleid',
      tagTitle: 'Privacybeleid | Dealwijzer',
      metaDescription: 'Hoe Dealwijzer omgaat met je persoonsgegevens, cookies en je rechten onder de GDPR.',
      content: `<h2>Welke gegevens verzamelen we?</h2>
<p>Als je een account aanmaakt, bewaren we je naam, e-mailadres, taalvoorkeur en, als je die opgeeft, je geboortedatum en postcode. We bewaren ook de promoties die je plaatst en de meldingen die je instelt.</p>
<h2>Waarvoor gebruiken we ze?</h2>
<ul>
<li>Om je account te beheren en je aan te melden.</li>
<li>Om je de deal alerts en nieuwsbrieven te sturen waarvoor je je inschreef.</li>
<li>Om misbruik te voorkomen, bijvoorbeeld met een controle tegen spam.</li>
</ul>
<h2>Cookies</h2>
<p>We gebruiken noodzakelijke cookies om je aangemeld te houden en je taal te onthouden. Analytische cookies plaatsen we alleen met je toestemming.</p>
<h2>Je rechten</h2>
<p>Je kunt je gegevens inkijken, verbeteren of laten verwijderen. Stuur een e-mail naar <a href="mailto:privacy@dealwijzer.example">privacy@dealwijzer.example</a> of verwijder je account via je instellingen.</p>
<h2>Bewaartermijn</h2>
<p>We bewaren je gegevens zolang je account bestaat. Na verwijdering wissen we ze binnen dertig dagen, behalve wat we wettelijk moeten bijhouden.</p>`,
    },
    fr: {
      slug: 'privacy-policy',
      title: 'Politique de confidentialité',
      tagTitle: 'Politique de confidentialité | Dealwijzer',
      metaDescription: 'Comment Dealwijzer traite vos données personnelles, les cookies et vos droits selon le RGPD.',
      content: `<h2>Quelles données collectons-nous ?</h2>
<p>Lorsque vous créez un compte, nous conservons votre nom, votre adresse e-mail, votre langue et, si vous les indiquez, votre date de naissance et votre code postal. Nous conservons aussi les promotions que vous publiez et les alertes que vous configurez.</p>
<h2>À quoi servent-elles ?</h2>
<ul>
<li>À gérer votre compte et à vous connecter.</li>
<li>À vous envoyer les alertes et newsletters auxquelles vous vous êtes inscrit.</li>
<li>À prévenir les abus, par exemple grâce à un contrôle anti-spam.</li>
</ul>
<h2>Cookies</h2>
<p>Nous utilisons des cookies nécessaires pour vous garder connecté et retenir votre langue. Les cookies analytiques ne sont placés qu'avec votre accord.</p>
<h2>Vos droits</h2>
<p>Vous pouvez consulter, corriger ou faire supprimer vos données. Écrivez à <a href="mailto:privacy@dealwijzer.example">privacy@dealwijzer.example</a> ou supprimez votre compte dans vos paramètres.</p>
<h2>Durée de conservation</h2>
<p>Nous conservons vos données tant que votre compte existe. Après suppression, nous les effaçons dans les trente jours, sauf ce que la loi nous oblige à garder.</p>`,
    },
  },
  {
    groupKey: 'mobile-app',
    nl: {
      slug: 'mobiele-app',
      title: 'De Dealwijzer-app',
      tagTitle: 'Download de gratis Dealwijzer-app',
      metaDescription: 'Alle folders en promoties altijd bij de hand met de gratis Dealwijzer-app voor iOS en Android.',
      content: `<h2>Alle folders op zak</h2>
<p>Met de gratis app van Dealwijzer blader je door de folders van meer dan dertig winkels, ook als je geen verbinding hebt.</p>
<h2>Wat kan de app?</h2>
<ul>
<li>Meldingen zodra je favoriete winkel een nieuwe folder heeft.</li>
<li>Een boodschappenlijst op basis van de promoties die je bewaart.</li>
<li>Kortingscodes kopiëren met één tik.</li>
</ul>
<p>Download de app via <a href="/goto/app-ios">de App Store</a> of <a href="/goto/app-android">Google Play</a>.</p>`,
    },
    fr: {
      slug: 'application-mobile',
      title: "L'application Dealwijzer",
      tagTitle: "Téléchargez l'application gratuite Dealwijzer",
      metaDescription: "Tous les dépliants et promotions toujours à portée de main avec l'application gratuite Dealwijzer pour iOS et Android.",
      content: `<h2>Tous les dépliants en poche</h2>
<p>Avec l'application gratuite Dealwijzer, feuilletez les dépliants de plus de trente magasins, même sans connexion.</p>
<h2>Que fait l'application ?</h2>
<ul>
<li>Des notifications dès que votre magasin préféré publie un nouveau dépliant.</li>
<li>Une liste de courses à partir des promotions que vous enregistrez.</li>
<li>Les codes promo copiés d'un seul geste.</li>
</ul>
<p>Téléchargez l'application sur <a href="/goto/app-ios">l'App Store</a> ou <a href="/goto/app-android">Google Play</a>.</p>`,
    },
  },
  {
    groupKey: 'contact',
    nl: {
      slug: 'contact',
      title: 'Contact',
      tagTitle: 'Contacteer Dealwijzer',
      metaDescription: 'Vragen, een fout gezien of een promotie die ontbreekt? Neem contact op met het team van Dealwijzer.',
      content: `<h2>We helpen je graag</h2>
<p>Heb je een vraag over je account, je bonuspunten of een promotie? Lees eerst de veelgestelde vragen, misschien staat je antwoord er al bij.</p>
<h3>E-mail</h3>
<p>Stuur een bericht naar <a href="mailto:hallo@dealwijzer.example">hallo@dealwijzer.example</a>. We antwoorden binnen twee werkdagen.</p>
<h3>Voor winkels en merken</h3>
<p>Wil je je folders of promoties op Dealwijzer plaatsen? Mail naar <a href="mailto:partners@dealwijzer.example">partners@dealwijzer.example</a>.</p>
<h3>Adres</h3>
<p>Dealwijzer bv<br>Kouter 1<br>9000 Gent</p>`,
    },
    fr: {
      slug: 'contact',
      title: 'Contact',
      tagTitle: 'Contactez Dealwijzer',
      metaDescription: "Une question, une erreur ou une promotion manquante ? Contactez l'équipe de Dealwijzer.",
      content: `<h2>Nous sommes là pour vous aider</h2>
<p>Vous avez une question sur votre compte, vos points bonus ou une promotion ? Consultez d'abord la foire aux questions, la réponse s'y trouve peut-être déjà.</p>
<h3>E-mail</h3>
<p>Écrivez à <a href="mailto:bonjour@dealwijzer.example">bonjour@dealwijzer.example</a>. Nous répondons dans les deux jours ouvrables.</p>
<h3>Pour les magasins et les marques</h3>
<p>Vous souhaitez publier vos dépliants ou promotions sur Dealwijzer ? Écrivez à <a href="mailto:partners@dealwijzer.example">partners@dealwijzer.example</a>.</p>
<h3>Adresse</h3>
<p>Dealwijzer srl<br>Kouter 1<br>9000 Gand</p>`,
    },
  },
  {
    groupKey: 'bonus-points',
    nl: {
      slug: 'bonuspunten',
      title: 'Bonuspunten verdienen',
      tagTitle: 'Zo verdien je bonuspunten | Dealwijzer',
      metaDescription: 'Deel promoties, verwijs vrienden en verdien bonuspunten die je inruilt voor prijzen in de prijzenpot.',
      content: `<h2>Hoe werkt het?</h2>
<p>Voor elke promotie die je deelt en die door onze redactie wordt goedgekeurd, krijg je bonuspunten. Hoe nuttiger je bijdrage, hoe meer punten.</p>
<h2>Zoveel punten verdien je</h2>
<ul>
<li>Een kortingscode delen: 10 punten</li>
<li>Een promo in de winkel melden: 8 punten, plus 2 extra als je een foto of extra uitleg toevoegt</li>
<li>Een vriend uitnodigen die zijn eerste promo plaatst: 25 punten</li>
</ul>
<h2>Punten inruilen</h2>
<p>In de <a href="/prijzenpot">prijzenpot</a> ruil je je punten in voor cadeaubonnen, gadgets en uitstappen. Punten vervallen niet zolang je account actief is.</p>`,
    },
    fr: {
      slug: 'points-bonus',
      title: 'Gagner des points bonus',
      tagTitle: 'Comment gagner des points bonus | Dealwijzer',
      metaDescription: 'Partagez des promotions, parrainez vos amis et gagnez des points bonus à échanger contre des cadeaux.',
      content: `<h2>Comment ça marche ?</h2>
<p>Pour chaque promotion partagée et approuvée par notre rédaction, vous recevez des points bonus. Plus votre contribution est utile, plus vous gagnez de points.</p>
<h2>Combien de points ?</h2>
<ul>
<li>Partager un code promo : 10 points</li>
<li>Signaler une promo en magasin : 8 points, plus 2 points si vous ajoutez une photo ou des explications</li>
<li>Parrainer un ami qui publie sa première promo : 25 points</li>
</ul>
<h2>Échanger vos points</h2>
<p>Dans la <a href="/fr/prijzenpot">cagnotte</a>, échangez vos points contre des chèques-cadeaux, des gadgets et des sorties. Les points n'expirent pas tant que votre compte est actif.</p>`,
    },
  },
  {
    groupKey: 'who-or-what',
    nl: {
      slug: 'wie-of-wat',
      title: 'Wie of wat is Dealwijzer?',
      tagTitle: 'Over Dealwijzer',
      metaDescription: 'Dealwijzer is de Belgische community voor promoties, folders en kortingscodes, in het Nederlands en het Frans.',
      content: `<h2>Samen slimmer winkelen</h2>
<p>Dealwijzer is een Belgische community van koopjesjagers. Elke dag delen duizenden leden promoties die ze in de winkel of online vonden.</p>
<h2>Wat vind je hier?</h2>
<ul>
<li>De actuele folders van supermarkten, doe-het-zelfzaken en andere winkels.</li>
<li>Kortingscodes en acties van webshops.</li>
<li>Tips en nieuws om slimmer te besparen.</li>
</ul>
<h2>Onafhankelijk</h2>
<p>De community bepaalt welke deals bovenaan staan: hoe meer leden een promo goed vinden, hoe hoger hij komt. Winkels kunnen die volgorde niet kopen.</p>`,
    },
    fr: {
      slug: 'qui-ou-quoi',
      title: "Qui ou qu'est-ce que Dealwijzer ?",
      tagTitle: 'À propos de Dealwijzer',
      metaDescription: 'Dealwijzer est la communauté belge des promotions, dépliants et codes promo, en français et en néerlandais.',
      content: `<h2>Acheter malin, ensemble</h2>
<p>Dealwijzer est une communauté belge de chasseurs de bonnes affaires. Chaque jour, des milliers de membres partagent les promotions trouvées en magasin ou en ligne.</p>
<h2>Que trouverez-vous ici ?</h2>
<ul>
<li>Les dépliants en cours des supermarchés, magasins de bricolage et autres enseignes.</li>
<li>Les codes promo et actions des e-shops.</li>
<li>Des astuces et des actualités pour économiser malin.</li>
</ul>
<h2>Indépendant</h2>
<p>C'est la communauté qui décide quelles affaires apparaissent en tête : plus les membres apprécient une promo, plus elle monte. Les magasins ne peuvent pas acheter ce classement.</p>`,
    },
  },
  {
    groupKey: 'newsletter-almost',
    nl: {
      slug: 'nieuwsbrief-bijna',
      title: 'Bijna ingeschreven!',
      tagTitle: 'Bevestig je inschrijving | Dealwijzer',
      metaDescription: 'Bevestig je inschrijving op de nieuwsbrief van Dealwijzer via de link in je mailbox.',
      content: `<h2>Nog één stap</h2>
<p>We hebben je een e-mail gestuurd. Klik op de link in die e-mail om je inschrijving op de nieuwsbrief te bevestigen.</p>
<p>Geen e-mail ontvangen? Kijk even in je map met ongewenste berichten.</p>`,
    },
    fr: {
      slug: 'newsletter-presque',
      title: 'Presque inscrit !',
      tagTitle: 'Confirmez votre inscription | Dealwijzer',
      metaDescription: 'Confirmez votre inscription à la newsletter de Dealwijzer via le lien reçu par e-mail.',
      content: `<h2>Encore une étape</h2>
<p>Nous vous avons envoyé un e-mail. Cliquez sur le lien qu'il contient pour confirmer votre inscription à la newsletter.</p>
<p>Pas reçu d'e-mail ? Jetez un œil dans vos courriers indésirables.</p>`,
    },
  },
];

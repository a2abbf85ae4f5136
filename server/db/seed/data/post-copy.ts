import type { PostTypeCode } from './promo-types';

export interface PostCopyInput {
  product: string;
  /** The store or webshop the post is about. */
  shop: string;
  price: string;
  oldPrice: string;
  percent: number;
  amount: string;
  code: string;
  phrase: string;
}

type Copy = (input: PostCopyInput) => { title: string; content: string };

/** Post titles and texts as members write them, per post type and language (several per type). */
export const POST_COPY: Readonly<Record<PostTypeCode, Readonly<Record<'nl' | 'fr', readonly Copy[]>>>> = {
  report: {
    nl: [
      (i) => ({ title: `${i.product} aan ${i.price} bij ${i.shop}`, content: `<p>Vanmorgen gezien in de winkel: ${i.product} voor ${i.price} in plaats van ${i.oldPrice}. Staat niet in de folder, dus snel zijn!</p>` }),
      (i) => ({ title: `Prijsfout? ${i.product} voor ${i.price}`, content: `<p>Bij ${i.shop} staat ${i.product} online voor ${i.price}. Ik heb er eentje besteld, we zien of de bestelling doorgaat.</p>` }),
      (i) => ({ title: `Niet in de folder: -${i.percent}% op ${i.phrase} bij ${i.shop}`, content: `<p>Aan de kassa kreeg ik automatisch ${i.percent}% korting op ${i.phrase}. Geldig tot het einde van de week volgens de verkoper.</p>` }),
    ],
    fr: [
      (i) => ({ title: `${i.product} à ${i.price} chez ${i.shop}`, content: `<p>Vu ce matin en magasin : ${i.product} à ${i.price} au lieu de ${i.oldPrice}. Pas dans le dépliant, donc faites vite !</p>` }),
      (i) => ({ title: `Erreur de prix ? ${i.product} à ${i.price}`, content: `<p>Chez ${i.shop}, ${i.product} est affiché à ${i.price} en ligne. J’en ai commandé un, on verra si la commande passe.</p>` }),
    ],
  },
  cashback: {
    nl: [
      (i) => ({ title: `${i.amount} cashback op ${i.product}`, content: `<p>Koop ${i.product} bij ${i.shop} en vraag ${i.amount} terug via de actiewebsite van het merk. Bewaar je kasticket en de streepjescode.</p><p>Terugbetaling binnen zes weken op je rekening.</p>` }),
      (i) => ({ title: `Geld terug: ${i.product} bijna gratis`, content: `<p>Met de geld-terug-actie betaal je voor ${i.product} uiteindelijk maar een fractie. Registreren kan tot twee weken na aankoop.</p>` }),
    ],
    fr: [
      (i) => ({ title: `${i.amount} de cashback sur ${i.product}`, content: `<p>Achetez ${i.product} chez ${i.shop} et demandez ${i.amount} de remboursement sur le site de l’action. Gardez votre ticket de caisse et le code-barres.</p>` }),
    ],
  },
  ecoupon: {
    nl: [
      (i) => ({ title: `E-coupon: ${i.amount} korting op ${i.product}`, content: `<p>Activeer de coupon in de app van ${i.shop} en scan je klantenkaart aan de kassa. Eén coupon per klant.</p>` }),
      (i) => ({ title: `Nieuwe digitale bon voor ${i.phrase}`, content: `<p>In de app staat een nieuwe bon: ${i.percent}% korting op ${i.phrase}. Vergeet hem niet te activeren voor je gaat winkelen.</p>` }),
    ],
    fr: [
      (i) => ({ title: `E-coupon : ${i.amount} de réduction sur ${i.product}`, content: `<p>Activez le coupon dans l’application de ${i.shop} et scannez votre carte client à la caisse. Un coupon par client.</p>` }),
    ],
  },
  discount: {
    nl: [
      (i) => ({ title: `Code ${i.code}: ${i.percent}% extra korting bij ${i.shop}`, content: `<p>Met de code <strong>${i.code}</strong> krijg je ${i.percent}% korting op ${i.phrase}. Werkt ook op artikelen die al in promo staan.</p>` }),
      (i) => ({ title: `${i.percent}% korting met code ${i.code}`, content: `<p>Nieuwsbriefcode van ${i.shop} doorgekregen: ${i.code}. Minimum bestelbedrag € 30.</p>` }),
    ],
    fr: [
      (i) => ({ title: `Code ${i.code} : ${i.percent} % de réduction en plus chez ${i.shop}`, content: `<p>Avec le code <strong>${i.code}</strong>, vous obtenez ${i.percent} % de réduction sur ${i.phrase}. Fonctionne aussi sur les articles déjà en promo.</p>` }),
    ],
  },
  question: {
    nl: [
      (i) => ({ title: `Weet iemand waar ${i.product} in promo is?`, content: `<p>Ik ben op zoek naar ${i.product}. Heeft iemand het de laatste tijd goedkoper gezien dan ${i.oldPrice}?</p>` }),
      (i) => ({ title: `Is de code van ${i.shop} nog geldig?`, content: `<p>Ik krijg een foutmelding bij het invoeren van de kortingscode. Lukt het bij iemand anders wel?</p>` }),
    ],
    fr: [
      (i) => ({ title: `Quelqu’un sait où ${i.product} est en promo ?`, content: `<p>Je cherche ${i.product}. Quelqu’un l’a-t-il vu récemment à moins de ${i.oldPrice} ?</p>` }),
    ],
  },
  bargain: {
    nl: [
      (i) => ({ title: `Superkoopje: ${i.product} voor ${i.price}`, content: `<p>Bij ${i.shop} kost ${i.product} nu ${i.price} (normaal ${i.oldPrice}). Dat is de laagste prijs die ik ooit zag.</p>` }),
      (i) => ({ title: `${i.product}: van ${i.oldPrice} naar ${i.price}`, content: `<p>Snelle prijsdaling bij ${i.shop}. Levering gratis vanaf € 20.</p>` }),
    ],
    fr: [
      (i) => ({ title: `Super affaire : ${i.product} à ${i.price}`, content: `<p>Chez ${i.shop}, ${i.product} coûte maintenant ${i.price} (au lieu de ${i.oldPrice}). Le prix le plus bas que j’aie jamais vu.</p>` }),
    ],
  },
  sale: {
    nl: [
      (i) => ({ title: `Solden bij ${i.shop}: tot -${i.percent}%`, content: `<p>De solden zijn gestart bij ${i.shop}, met kortingen tot ${i.percent}% op ${i.phrase}. In de winkel extra rekken met restpartijen.</p>` }),
      (i) => ({ title: `Totale uitverkoop bij ${i.shop}`, content: `<p>${i.shop} sluit een filiaal en verkoopt alles met ${i.percent}% korting. Nog enkele dagen.</p>` }),
    ],
    fr: [
      (i) => ({ title: `Soldes chez ${i.shop} : jusqu’à -${i.percent} %`, content: `<p>Les soldes ont commencé chez ${i.shop}, avec jusqu’à ${i.percent} % de réduction sur ${i.phrase}.</p>` }),
    ],
  },
  default: {
    nl: [
      (i) => ({ title: `${i.product} met ${i.percent}% korting bij ${i.shop}`, content: `<p>Deze week in promo: ${i.product} aan ${i.price}. Geldig zolang de voorraad strekt.</p>` }),
      (i) => ({ title: `Gratis levering bij ${i.shop} dit weekend`, content: `<p>Dit weekend betaal je geen verzendkosten bij ${i.shop}, ongeacht het bedrag.</p>` }),
    ],
    fr: [
      (i) => ({ title: `${i.product} à -${i.percent} % chez ${i.shop}`, content: `<p>En promo cette semaine : ${i.product} à ${i.price}. Dans la limite des stocks disponibles.</p>` }),
    ],
  },
  freeProducts: {
    nl: [
      (i) => ({ title: `Gratis ${i.product} bij aankoop van twee`, content: `<p>Bij ${i.shop} krijg je er een gratis bij als je er twee koopt. De goedkoopste is gratis.</p>` }),
      (i) => ({ title: `Gratis staaltje van ${i.product} aanvragen`, content: `<p>Via de website van het merk kan je gratis een staaltje aanvragen. Op = op!</p>` }),
    ],
    fr: [
      (i) => ({ title: `${i.product} offert pour deux achetés`, content: `<p>Chez ${i.shop}, le troisième est offert si vous en achetez deux. Le moins cher est gratuit.</p>` }),
    ],
  },
};

/** Optional quotes members add to their post. */
export const POST_QUOTES: Readonly<Record<'nl' | 'fr', readonly string[]>> = {
  nl: ['Top deal, zelf al gekocht!', 'Voor deze prijs twijfel ik niet.', 'Ideaal voor de verjaardag van mijn zoon.', 'Vorig jaar betaalde ik het dubbele.'],
  fr: ['Super affaire, déjà acheté !', 'À ce prix-là, je n’hésite pas.', 'Parfait pour l’anniversaire de ma fille.'],
};

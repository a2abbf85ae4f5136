import type { CategoryKey } from './categories';

/** What a webshop-wide promo is about, per category: [Dutch, French]. */
export const CATEGORY_PHRASES: Readonly<Record<CategoryKey, readonly (readonly [string, string])[]>> = {
  food: [['je boodschappen', 'vos courses'], ['verse groenten en fruit', 'les fruits et légumes frais'], ['alle zuivelproducten', 'tous les produits laitiers']],
  drinks: [['alle speciaalbieren', 'toutes les bières spéciales'], ['wijnen uit Frankrijk', 'les vins de France'], ['koffie en thee', 'le café et le thé']],
  household: [['wasmiddelen', 'les lessives'], ['schoonmaakproducten', "les produits d'entretien"], ['keukenrollen en toiletpapier', 'l’essuie-tout et le papier toilette']],
  beauty: [['huidverzorging', 'les soins de la peau'], ['make-up', 'le maquillage'], ['parfums', 'les parfums']],
  baby: [['luiers', 'les langes'], ['babyvoeding', "l'alimentation pour bébé"], ['kinderwagens', 'les poussettes']],
  pets: [['hondenvoeding', 'la nourriture pour chiens'], ['kattenvoeding', 'la nourriture pour chats'], ['dierenspeelgoed', 'les jouets pour animaux']],
  electronics: [['alle laptops', 'tous les ordinateurs portables'], ['smartphones', 'les smartphones'], ['keukentoestellen', "l'électroménager de cuisine"], ['koptelefoons en speakers', 'les casques et enceintes']],
  fashion: [['de nieuwe collectie', 'la nouvelle collection'], ['winterjassen', "les manteaux d'hiver"], ['sneakers', 'les baskets'], ['kinderkleding', 'les vêtements pour enfants']],
  garden: [['tuinmeubelen', 'le mobilier de jardin'], ['planten en bloemen', 'les plantes et fleurs'], ['barbecues', 'les barbecues']],
  diy: [['elektrisch gereedschap', "l'outillage électrique"], ['verf', 'la peinture'], ['verlichting', "l'éclairage"]],
  toys: [['bouwsets', 'les jeux de construction'], ['gezelschapsspellen', 'les jeux de société'], ['buitenspeelgoed', "les jouets d'extérieur"]],
  sport: [['loopschoenen', 'les chaussures de course'], ['fitnessmateriaal', 'le matériel de fitness'], ['kampeermateriaal', 'le matériel de camping']],
  travel: [['citytrips', 'les city-trips'], ['zonvakanties', 'les vacances au soleil'], ['pretparktickets', "les billets de parcs d'attractions"]],
  home: [['matrassen', 'les matelas'], ['woontextiel', 'le textile d’intérieur'], ['kookgerei', 'les ustensiles de cuisine']],
  health: [['vitamines', 'les vitamines'], ['zonnebescherming', 'les protections solaires'], ['voedingssupplementen', 'les compléments alimentaires']],
  books: [['strips', 'les BD'], ['e-books', 'les e-books'], ['games', 'les jeux vidéo']],
  car: [['winterbanden', 'les pneus hiver'], ['onderhoudsbeurten', 'les entretiens'], ['fietsaccessoires', 'les accessoires vélo']],
  services: [['je eerste jaar', 'votre première année'], ['een gsm-abonnement', 'un abonnement GSM'], ['je energiecontract', "votre contrat d'énergie"]],
  restaurants: [['je eerste bestelling', 'votre première commande'], ['alle pizza’s', 'toutes les pizzas'], ['maaltijdboxen', 'les box repas']],
  various: [['cadeaubonnen', 'les chèques-cadeaux'], ['fotoboeken', 'les livres photo'], ['feestartikelen', 'les articles de fête']],
};

/** Discount codes of the demo promos, with the percentage they stand for. */
export const DISCOUNT_CODES: readonly (readonly [code: string, percent: number])[] = [
  ['WINTER15', 15],
  ['LENTE10', 10],
  ['ZOMER20', 20],
  ['HERFST25', 25],
  ['WELKOM10', 10],
  ['BIENVENUE10', 10],
  ['EXTRA5', 5],
  ['DEAL15', 15],
  ['SHOP20', 20],
  ['VIP25', 25],
  ['FLASH30', 30],
  ['BLACK40', 40],
  ['SCHOOL15', 15],
  ['FEEST10', 10],
  ['SOLDEN20', 20],
  ['SOLDES20', 20],
  ['NIEUW15', 15],
  ['MERCI10', 10],
  ['WEEKEND15', 15],
  ['APP5', 5],
  ['DANKJE12', 12],
  ['PRINTEMPS15', 15],
];

/** Folder offer texts instead of (or next to) a price: [Dutch, French]. */
export const FOLDER_DISCOUNT_TEXTS: readonly (readonly [string, string])[] = [
  ['2+1 gratis', '2+1 gratuit'],
  ['1+1 gratis', '1+1 gratuit'],
  ['2de aan halve prijs', '2e à moitié prix'],
  ['-30%', '-30 %'],
  ['-25%', '-25 %'],
  ['-50% op het 2de stuk', '-50 % sur le 2e article'],
  ['3 voor 2', '3 pour 2'],
  ['-20%', '-20 %'],
];

/** Extra lines on folder items. */
export const FOLDER_ITEM_NOTES: readonly (readonly [string, string])[] = [
  ['Zolang de voorraad strekt.', "Jusqu'à épuisement du stock."],
  ['Per stuk of per verpakking.', 'À la pièce ou par emballage.'],
  ['Maximaal 6 stuks per klant.', 'Maximum 6 pièces par client.'],
  ['Combineren mag.', 'Panachage possible.'],
  ['Ook online te bestellen.', 'Aussi disponible en ligne.'],
  ['Alleen in de grotere winkels.', 'Uniquement dans les grands magasins.'],
];

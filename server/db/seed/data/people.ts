/** Invented demo members: first name, last name, locale, gender (1 male, 0 female), postal code. */
export const DEMO_PEOPLE: readonly (readonly [string, string, 'nl' | 'fr', 0 | 1, string])[] = [
  ['Demo', 'Gebruiker', 'nl', 0, '9000'],
  ['Lotte', 'Van den Broeck', 'nl', 0, '2000'],
  ['Jens', 'Claes', 'nl', 1, '3000'],
  ['Camille', 'Dubois', 'fr', 0, '4000'],
  ['Thomas', 'Lambert', 'fr', 1, '5000'],
  ['Sofie', 'Maes', 'nl', 0, '8000'],
  ['Pieter', 'Wouters', 'nl', 1, '3500'],
  ['Julie', 'Renard', 'fr', 0, '1348'],
  ['Arne', 'De Smet', 'nl', 1, '9300'],
  ['Elise', 'Goossens', 'nl', 0, '2800'],
  ['Maxime', 'Lejeune', 'fr', 1, '7000'],
  ['Hanne', 'Verhoeven', 'nl', 0, '3600'],
  ['Nicolas', 'Collignon', 'fr', 1, '6000'],
  ['Emma', 'Jacobs', 'nl', 0, '8500'],
  ['Wout', 'Mertens', 'nl', 1, '2300'],
  ['Chloé', 'Dumont', 'fr', 0, '1300'],
  ['Ruben', 'Peeters', 'nl', 1, '3290'],
  ['Marie', 'Leclercq', 'fr', 0, '7500'],
  ['Bram', 'Janssens', 'nl', 1, '2200'],
  ['Laura', 'Hermans', 'nl', 0, '1500'],
  ['Antoine', 'Martin', 'fr', 1, '1000'],
  ['Ine', 'Willems', 'nl', 0, '8800'],
  ['Sarah', 'Delvaux', 'fr', 0, '5100'],
  ['Kobe', 'Vermeersch', 'nl', 1, '8400'],
  ['Manon', 'Gilson', 'fr', 0, '4020'],
];

export const DEMO_LOGIN = { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' } as const;

/** A second member with a known password (French), handy for testing follows and notifications. */
export const SECOND_LOGIN = { email: 'camille.dubois@dealwijzer.example', password: 'Demo-motdepasse-2026' } as const;

import type { HomeCatalog, PeriodsCatalog } from '../types.js';

/** The planetary periods panel in Spanish. */
export const PERIODS: PeriodsCatalog = {
  heading: 'Períodos planetarios',
  ruler: 'Planeta regente del año: <strong>{{planet}}</strong>',
  now: 'Ahora',
};

/** The home page's introduction in Spanish. */
export const HOME: HomeCatalog = {
  heading: 'Sobre Cardology',
  paragraphs: [
    'Cardology lee una baraja común de naipes como si fuera un calendario. Sus cincuenta y dos cartas reflejan las cincuenta y dos semanas del año; sus cuatro palos, las cuatro estaciones; y las trece cartas de cada palo, las trece semanas de una estación. Los corazones hablan del amor y los sentimientos; los tréboles, del pensamiento y las palabras; los diamantes, de los valores y el dinero; y las picas, del trabajo, la salud y la sabiduría.',
    'Tu cumpleaños tiene una carta propia: tu carta de nacimiento, o carta solar. Describe lo esencial de quién eres, y toda lectura parte de ella. El 31 de diciembre pertenece al Comodín, la única carta que queda fuera de las otras cincuenta y dos.',
    'Cada año, y en cada etapa más corta de la vida, la baraja se dispone en una nueva tirada. Si sigues tu carta de nacimiento a través de ella, obtienes trece cartas, de Mercurio a la Tierra, y el año se divide en siete períodos planetarios de unos cincuenta y dos días. Las lecturas que encontrarás aquí te muestran esas cartas para que reflexiones sobre ellas: sugieren, nunca deciden.',
  ],
  placementsLink: 'Cómo funcionan las posiciones',
  suitsLabel: 'Los cuatro palos',
  suits: {
    hearts: { name: 'Corazones', season: 'Primavera', theme: 'amor y sentimientos' },
    clubs: { name: 'Tréboles', season: 'Verano', theme: 'pensamiento y palabras' },
    diamonds: { name: 'Diamantes', season: 'Otoño', theme: 'valores y dinero' },
    spades: { name: 'Picas', season: 'Invierno', theme: 'trabajo, salud y sabiduría' },
  },
};

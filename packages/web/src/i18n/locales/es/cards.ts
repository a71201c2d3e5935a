import { HOME } from '@cardology/engine/texts/locales/es/pages';
import { PLACEMENTS } from '@cardology/engine/texts/locales/es/placements';
import type { Catalog } from '../en';

// Las páginas de las cartas: el glosario, las consultas, quién está en tus cartas, lado a lado y la guía de
// posiciones. Los palos y la guía vienen del catálogo del motor (su único hogar); los nombres de las cartas,
// de las respuestas del servidor.
export const cards: Catalog['cards'] = {
  pageTitle: '{{name}} · Cardology',
  suits: {
    hearts: HOME.suits.hearts.name,
    clubs: HOME.suits.clubs.name,
    diamonds: HOME.suits.diamonds.name,
    spades: HOME.suits.spades.name,
  },
  glossary: {
    loadingCard: 'Cargando la carta...',
    noData: 'No hay datos del glosario.',
    loadError: 'Error al cargar el glosario: {{message}}. Vuelve a intentarlo más tarde.',
    retry: 'Reintentar',
    loadFailedStatus: 'No se pudo cargar el glosario de cartas: {{status}}',
    meaning: 'Significado',
    lifeSpread: 'Tirada de vida',
    lifeSpreadOf: 'Tirada de vida de la carta {{name}}',
    relatedCards: 'Cartas relacionadas',
    planetaryPosition: 'Posición planetaria',
    birthdays: 'Cumpleaños asociados',
    none: 'Ninguno',
    keywords: 'Palabras clave',
    mysticalFamily: 'Familia Mística',
    mysticalFamilyText:
      'Esta carta es una de las siete que quedan fuera del ciclo de 45 cartas por el que gira el resto de la baraja año tras año. Tres son fijas y nunca se mueven: {{kingOfSpades}}, {{jackOfHearts}} y {{eightOfClubs}}. Cuatro son semifijas y solo intercambian su lugar entre sí, en dos parejas: {{aceOfClubs}} con {{twoOfHearts}}, y {{sevenOfDiamonds}} con {{nineOfHearts}}.',
    related: {
      supportiveKarma: 'Karma de apoyo',
      challengingKarma: 'Karma de desafío',
      god: 'Carta de Dios',
      financialSecurity: 'Seguridad financiera',
      fame: 'Fama y fortuna',
      recognition: 'Reconocimiento',
      hiddenPower: 'Poder oculto',
    },
    noKarma: 'Ninguna: una carta fija no tiene cartas kármicas.',
    notFoundNamed: 'No hay ninguna carta llamada <1>“{{requested}}”</1> en la baraja.',
    notFoundAny: 'Esa carta no existe en la baraja.',
    returnHome: 'Volver al inicio',
    browse: 'Ver el glosario de cartas',
  },
  lookups: {
    error: 'Error: {{message}}',
    combinationHttp: 'No se pudo cargar la carta de combinación: {{status}}',
    combinationNetwork: 'Ocurrió un error al buscar la carta de combinación.',
    nameHttp: 'No se pudo cargar la carta del nombre: {{status}}',
    nameNetwork: 'Ocurrió un error al buscar la carta del nombre.',
    combination: {
      title: 'Combinación de cartas',
      subtitle: 'Elige dos cartas para ver la carta que forman juntas.',
      form: 'Elige dos cartas',
      card1: 'Carta 1',
      card2: 'Carta 2',
      submit: 'Buscar combinación',
      hint: 'Los dos valores se suman (A♥ = 1 … K♠ = 52); pasado el Rey de Picas, la cuenta vuelve a empezar en el As.',
      failed: 'No se pudo obtener la carta de combinación.',
      result: 'Resultado de la combinación',
      equation: 'La carta 1 más la carta 2 es igual a la carta de combinación',
      sentence: 'Juntas, las cartas {{card1}} y {{card2}} forman la carta <1>{{combination}}</1>.',
    },
    name: {
      title: 'La carta del nombre',
      subtitle:
        'Calcula la carta asociada a un nombre. Cada letra vale su lugar en el alfabeto (A = 1 … Z = 26); el total, contado alrededor de la baraja, da la carta.',
      form: 'Escribe un nombre',
      label: 'Nombre completo',
      placeholder: 'Escribe el nombre completo',
      submit: 'Calcular la carta',
      failed: 'No se pudo obtener la carta del nombre.',
      result: 'Resultado: la carta del nombre',
      name: 'Nombre',
      value: 'Valor numérico',
      card: 'Carta',
      readAbout: 'Leer sobre la carta {{name}}',
      transliteration: 'En letras latinas',
      transliterated: '{{name}} → {{latin}} = {{value}}',
      transliterationRule:
        'Las letras cirílicas se cuentan como las escriben en letras latinas los pasaportes rusos (la tabla del Doc 9303 de la OACI).',
    },
  },
  inYourCards: {
    failed: 'Ahora mismo no pudimos ver quién está en tus cartas.',
    titleToday: 'Quién está en tus cartas hoy',
    title: 'Quién está en tus cartas {{when}}',
    introToday:
      'Dónde están las cartas de nacimiento de las personas que guardaste en tus tiradas (la de vida, la de este año, la de estas siete semanas y la de esta semana), dónde está la tuya en las suyas y el karma entre ustedes.',
    intro:
      'Desde tu propia {{spread}} actual, sea de quien sea la lectura de arriba: dónde están en ella las cartas de nacimiento de tu gente y dónde está la tuya en las suyas.',
    spreadNames: {
      yearly: 'tirada anual',
      sevenWeek: 'tirada de 7 semanas',
      weekly: 'tirada semanal',
    },
    spreadPhrases: {
      life: 'en la tirada de vida',
      yearly: 'este año',
      sevenWeek: 'estas siete semanas',
      weekly: 'esta semana',
    },
    addBirthdate: 'Añade tu fecha de nacimiento',
    retry: 'Reintentar',
    addPerson: 'Añadir una persona',
    noneInPeriod:
      'Ninguna carta de tu gente está en tu {{spread}} {{when}}, y la tuya no está en ninguna de las suyas.',
    noneAnywhere:
      'La carta de {{name}} y la tuya no se encuentran hoy en ninguna de tus tiradas ni en ninguna de las suyas.',
    loading: 'Cargando quién está en tus cartas…',
    inYourCards: 'En tus cartas',
    youInTheirs: 'Tú en las cartas de {{name}}',
    karma: 'Karma',
    sentences: {
      yoursInTheirs: 'Tu carta ({{symbol}}) es la carta de {{place}} de {{owner}} {{when}}.',
      theirsInYours: 'La carta de {{whose}} ({{symbol}}) es tu carta de {{place}} {{when}}.',
      theirsInTheirs: 'La carta de {{whose}} ({{symbol}}) es la carta de {{place}} de {{owner}} {{when}}.',
      karmaYoursInTheirs: 'Tu carta ({{symbol}}) es la carta kármica {{kind}} de {{owner}}.',
      karmaTheirsInYours: 'La carta de {{whose}} ({{symbol}}) es tu carta kármica {{kind}}.',
      karmaTheirsInTheirs: 'La carta de {{whose}} ({{symbol}}) es la carta kármica {{kind}} de {{owner}}.',
      supportive: 'de apoyo',
      challenging: 'de desafío',
    },
  },
  pairs: {
    title: 'Lado a lado',
    subtitle:
      'Las cartas de nacimiento de dos personas y dónde está cada una en las tiradas de la otra: un lenguaje común para lo que pasa entre ustedes, nunca una puntuación.',
    failed: 'Ahora mismo no pudimos poner a estas dos personas lado a lado.',
    addBirthdate: 'Añade tu fecha de nacimiento',
    retry: 'Reintentar',
    home: 'Ir al inicio',
    loading: 'Cargando a las dos personas lado a lado…',
    first: 'Primera persona',
    second: 'Segunda persona',
    choose: 'Elige a una persona',
    gone: 'Alguien que ya no está guardado',
    you: 'Tú ({{name}})',
    youAlone: 'Tú',
    bothCards: 'Las dos cartas de nacimiento',
    whereYours: 'Dónde se cruzan tus cartas y las suyas',
    whereTheirs: 'Dónde se cruzan sus cartas',
    inYourCards: 'En tus cartas',
    inTheirCards: 'En las cartas de {{name}}',
    karma: 'Karma',
    noKarma: 'Ninguna de las dos es carta kármica de la otra.',
    yoursNowhere:
      'Tu carta no está en ninguna de las tiradas de {{owner}}: ni en la de vida ni en las del año, las siete semanas y la semana actuales.',
    theirsNowhere:
      'La carta de {{whose}} no está en ninguna de tus tiradas: ni en la de vida ni en las del año, las siete semanas y la semana actuales.',
    theirsNowhereTheirs:
      'La carta de {{whose}} no está en ninguna de las tiradas de {{owner}}: ni en la de vida ni en las del año, las siete semanas y la semana actuales.',
    places: 'De qué hablan las posiciones',
  },
  placements: {
    title: 'Cómo funcionan las posiciones',
    subtitle:
      'Cada carta de una tirada ocupa una posición. La posición dice de qué parte de la vida habla la carta.',
    empty: 'La guía de posiciones se está escribiendo.',
    footer:
      'Esto es una visión general. Lo que una carta significa en una posición depende también de la carta misma y del resto de la lectura.',
    guide: PLACEMENTS,
  },
};

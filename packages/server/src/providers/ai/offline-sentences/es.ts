import { ES_MESSAGES } from '@cardology/contract/messages/es';
import type { OfflineSentences } from './types.js';

/**
 * The offline interpreter in Spanish: neutral for Spain and Latin America, "tú" (docs/glossary-es.md). A card's
 * name always comes with its article and never after "de" or "a" ("con el Rey de Picas", "la carta K♠"); the
 * suits go behind "el palo de" (Picas is feminine, the others masculine).
 */
export const ES: OfflineSentences = {
  cardInSentence: '{{nameInSentence}} ({{symbol}})',
  reading: {
    title: '## {{reading}} para {{name}}',
    spreads: {
      yearly: 'Lectura anual',
      weekly: 'Lectura semanal',
      'seven-weekly': 'Lectura de 7 semanas',
      'seven-yearly': 'Lectura de 7 años',
    },
    you: 'ti',
    periods: {
      yearly: {
        zero: 'tu primer año de vida, del {{start}} al {{end}}',
        one: 'tu año de vida a partir de cumplir {{age}} año, del {{start}} al {{end}}',
        other: 'tu año de vida a partir de cumplir los {{age}} años, del {{start}} al {{end}}',
      },
      weekly: {
        zero: 'la semana del {{start}} al {{end}}, en tu primer año de vida',
        one: 'la semana del {{start}} al {{end}}, con {{age}} año',
        other: 'la semana del {{start}} al {{end}}, con {{age}} años',
      },
      'seven-weekly': {
        zero: 'el tramo de siete semanas del {{start}} al {{end}}, en tu primer año de vida',
        one: 'el tramo de siete semanas del {{start}} al {{end}}, con {{age}} año',
        other: 'el tramo de siete semanas del {{start}} al {{end}}, con {{age}} años',
      },
      'seven-yearly': {
        zero: 'el ciclo de siete años del {{start}} al {{end}}, leído en tu primer año de vida',
        one: 'el ciclo de siete años del {{start}} al {{end}}, leído al cumplir {{age}} año',
        other: 'el ciclo de siete años del {{start}} al {{end}}, leído a los {{age}} años',
      },
    },
    covers: 'Esta lectura abarca {{period}}.',
    yearRuler: 'El planeta regente de este año es {{planet}}, y en su posición está {{card}}',
    cycleRuler: 'El ciclo de siete años en su conjunto lo rige {{planet}}',
    rulersJoin: '. ',
    rulers: '{{rulers}}.',
    heartHeading: '## Lo central del período',
    rulingWhy: '*Por qué cuenta: {{planet}} rige el año, así que esta carta se deja sentir en todo él.*',
    aroundHeading: '## {{displacement}} y {{environment}}',
    notableHeading: '## Posiciones que destacan',
    why: '*Por qué cuenta: {{why}}.*',
    notableWhy: {
      venus: 'aquí se ve cómo te va en el amor y la amistad',
      jupiter: 'es donde lo bueno crece con menos esfuerzo',
      saturn: 'trae la lección que te hace fuerte a la larga',
      pluto: 'marca el desafío que te toca trabajar y que te transforma',
      reward: 'muestra lo que ganas al afrontar ese desafío',
      moon: 'es lo que te sostiene y te nutre sin hacer ruido',
      earth: 'es lo que el período convierte en algo concreto',
    },
    echo: {
      one: ' Esta misma carta aparece también en tu posición de {{places}}: su mensaje pesa el doble en este período.',
      other:
        ' Esta misma carta aparece también en tus posiciones de {{places}}: su mensaje pesa aún más en este período.',
    },
    echoJoin: ' y ',
    shapeHeading: '## La forma de la tirada',
    suitLeads: {
      other:
        'El palo de {{suit}} manda en esta tirada, con {{count}} de sus 13 cartas: buena parte del tono lo ponen {{theme}}.',
    },
    suitsShare: {
      other:
        'Ningún palo manda aquí: {{first}} y {{second}} se reparten el protagonismo con {{count}} cartas cada uno, y el período te pide equilibrio entre {{firstTheme}} y {{secondTheme}}.',
    },
    suitsAbsent:
      ' Entre ellas no hay cartas de {{suits}}: la historia de este período no pasa por {{themes}}.',
    suitsJoin: ' ni de ',
    themesJoin: ' ni por ',
    counselHeading: '## Para cerrar, un consejo',
    counsel:
      'El trabajo de este período empieza en Plutón, con {{pluto}}, y culmina en la Recompensa, con {{reward}}: la primera carta te plantea el desafío y la segunda te dice qué ganas al superarlo. Mantén en el centro {{sun}}, tu carta del Sol, y {{pace}}.',
    paceRuler: 'deja que {{planet}}, el regente del año, marque el ritmo',
    paceOpen: 'recorre las posiciones planetarias de una en una',
    forChallenge: 'Frente al desafío',
    forReward: 'Hacia la recompensa',
    forYourself: 'Para ti',
  },
  suits: {
    hearts: { name: 'Corazones', theme: 'los sentimientos, el amor y las relaciones' },
    clubs: { name: 'Tréboles', theme: 'la mente, las ideas y la comunicación' },
    diamonds: { name: 'Diamantes', theme: 'los valores, el dinero y los recursos' },
    spades: { name: 'Picas', theme: 'el trabajo, la salud y la voluntad' },
  },
  chat: {
    place:
      '**{{place}}: {{symbol}} {{name}}** (*{{title}}*), la posición que abarca {{theme}}. {{description}}',
    planetPeriod: ' Este año, su período va del {{start}} al {{end}}.',
    notInReading:
      'La carta {{symbol}} ({{name}}) no está entre las cartas de esta lectura. Por sí sola es *{{title}}*: {{keywords}}. Pregúntame por una carta de esta lectura y te cuento qué dice en su posición.',
    jokerOutside: 'El Comodín no ocupa ningún lugar en las tiradas, así que no forma parte de esta lectura.',
    suitIntro:
      'Para {{area}}, mira el palo de {{suit}}, el que abarca {{theme}}, y tu posición de {{place}}.',
    suitCards: 'Las cartas de {{suit}} en esta lectura: {{cards}}.',
    suitCard: '{{symbol}} {{name}}, en la posición de {{place}} (*{{title}}*)',
    suitCardsJoin: '; ',
    suitNone:
      'En esta lectura no hay cartas de {{suit}}, así que la historia principal del período no pasa por {{area}}.',
    moneyCare:
      'Las cartas hablan de valores y recursos, no de resultados económicos; para decisiones de dinero, lo indicado es consultar a un asesor cualificado.',
    dateOutside:
      'El {{date}} queda fuera de esta lectura, que abarca {{period}}. Abre la lectura de ese período desde su página y vuelve a preguntarme allí.',
    dateInPlanet: 'El {{date}} cae en el período de {{planet}} de este año (del {{start}} al {{end}}).',
    dateInReading:
      'El {{date}} cae dentro de esta lectura ({{period}}), así que te habla la tirada entera, empezando por tu carta del Sol.',
    help: [
      'Soy el Asistente de Cardology sin conexión: respondo con las cartas y los textos de esta misma lectura, sin un modelo de IA, así que no puedo con cualquier pregunta. Puedes preguntarme por:',
      '',
      '- una carta, por su símbolo o su nombre (por ejemplo «{{symbol}}» o «{{name}}»);',
      '- una posición de la tirada: {{places}};',
      '- el período en conjunto («este año», «esta semana») y su carta regente;',
      '- el amor, el dinero, el trabajo o las ideas, a través de los palos de esta lectura;',
      '- una fecha, como el {{date}}, y qué período la abarca.',
    ].join('\n'),
    placesJoin: ', ',
    placesLast: ' o ',
  },
  topics: {
    places: {
      sun: ['carta de nacimiento', 'carta natal'],
      pluto: ['desafío', 'reto'],
      reward: ['resultado'],
      displacement: ['desplaz*'],
    },
    suits: {
      hearts: {
        area: 'el amor',
        words: [
          'amor*',
          'romance',
          'romántic*',
          'relacion*',
          'pareja',
          'novi*',
          'matrimonio',
          'casad*',
          'corazon*',
          'familia',
          'amig*',
        ],
      },
      diamonds: {
        area: 'el dinero',
        words: [
          'dinero',
          'finanz*',
          'financ*',
          'riqueza',
          'ingreso*',
          'sueldo',
          'salario',
          'deuda*',
          'invert*',
          'inversi*',
          'ahorr*',
          'económic*',
          'diamante*',
        ],
      },
      spades: {
        area: 'el trabajo',
        words: ['trabaj*', 'empleo', 'carrera', 'negocio*', 'jefe', 'jefa', 'colega*', 'salud', 'picas'],
      },
      clubs: {
        area: 'las ideas',
        words: [
          'mente',
          'idea*',
          'estudi*',
          'aprend*',
          'escuela',
          'colegio',
          'escrib*',
          'escrit*',
          'comunica*',
          'trébol*',
        ],
      },
    },
    period: [
      'este año',
      'esta semana',
      'este período',
      'el período',
      'el ciclo',
      'regente',
      'en general',
      'en conjunto',
      'resumen',
    ],
    meet: ['encontr*', 'encuentr*', 'entre', 'conect*', 'karma', 'kármic*', 'dónde', 'nosotros', 'juntos'],
  },
  pair: {
    // Both sides by their names, the reader's too: "la carta de Ada" reads naturally where "tu carta" would
    // need every sentence twice.
    person: {
      you: { who: '{{name}}', Who: '{{name}}', whose: 'de {{name}}', Whose: 'de {{name}}' },
      named: { who: '{{name}}', Who: '{{name}}', whose: 'de {{name}}', Whose: 'de {{name}}' },
    },
    title: '## {{A}} y {{b}}, uno junto al otro',
    readOn:
      'Leído el {{date}}: la tirada de vida y, para cada uno, su año, sus siete semanas y su semana en curso.',
    birthCardsHeading: '## Dos cartas de nacimiento',
    sideHeading: '### {{Who}}: {{card}}',
    meetHeading: '## Dónde se encuentran sus cartas',
    inCards: '### En las cartas {{whose}}',
    placement:
      'La carta {{whose}} ({{symbol}}) ocupa la posición de {{place}} en la {{spread}} {{ownerWhose}}{{dates}}.',
    spreads: {
      life: 'tirada de vida',
      yearly: 'tirada anual',
      'seven-week': 'tirada de 7 semanas',
      weekly: 'tirada semanal',
    },
    dates: ' (del {{start}} al {{end}})',
    nowhere:
      'La carta {{whose}} no aparece en ninguna tirada {{ownerWhose}}: ni en la de vida ni en las del año, las siete semanas y la semana en curso.',
    karmaHeading: '### Lo kármico entre los dos',
    karma: {
      supportive: 'La carta {{whose}} ({{symbol}}) es una carta kármica de apoyo para {{owner}}.',
      challenging: 'La carta {{whose}} ({{symbol}}) es una carta kármica de desafío para {{owner}}.',
    },
    noKarma: 'Ninguna de las dos cartas es carta kármica de la otra.',
    placesHeading: '## Lo que abarcan esas posiciones',
    placeSpeaks: '**{{place}}**, la posición que abarca {{theme}}. {{meaning}}',
    sharedHeading: '## Un lenguaje en común',
    shared:
      'Son lugares donde dos caminos se cruzan, no una puntuación ni un veredicto: lo que pase entre ustedes está en sus manos.',
    counselFor: '- **Para {{who}}:** {{counsel}}',
    cardOfPair: 'La carta {{symbol}} ({{name}}) es la carta de nacimiento {{whose}}: *{{title}}*.',
    cardNotInPair:
      'La carta {{symbol}} ({{name}}) no es ninguna de estas dos cartas de nacimiento, así que no forma parte de esta pareja. Pregúntame por la carta {{a}} o por la carta {{b}}.',
    help: [
      'Soy el Asistente de Cardology sin conexión: respondo con estas dos cartas de nacimiento y con los lugares donde se encuentran, sin un modelo de IA. Puedes preguntarme por:',
      '',
      '- cualquiera de las dos cartas de nacimiento, por su símbolo o su nombre (por ejemplo «{{a}}» o «{{b}}»);',
      '- dónde aparece cada carta en las tiradas de la otra persona y lo kármico entre ustedes (pregunta «¿dónde nos encontramos?»).',
    ].join('\n'),
  },
  reflection: {
    title: '## Mirando atrás: {{period}}',
    periods: {
      planetary: 'el período de {{planet}} del {{start}} al {{end}}',
      'seven-week': 'el tramo de siete semanas del {{start}} al {{end}}',
      weekly: 'la semana del {{start}} al {{end}}',
    },
    cardHeading: '### La carta del período: {{symbol}} {{name}}: *{{title}}*',
    inPlay: 'La carta {{symbol}} marcó este período{{place}}. {{description}}',
    inPlace: ', desde la posición de {{planet}} de tu tirada anual',
    keywords: 'Palabras clave: {{keywords}}.',
    notesHeading: '### Tus notas, semana a semana',
    bound: {
      one: 'Esta reflexión lee la nota más reciente de las {{total}} que tienes en este período.',
      other: ES_MESSAGES.JOURNAL_REFLECTION_BOUND,
    },
    week: '#### Semana {{number}}: del {{start}} al {{end}}',
    noteDay: '**{{date}}**, día de la carta {{card}}, *{{title}}*:',
    goesOn: '*(la nota sigue)*',
    meetingHeading: '### Donde tus notas se encuentran con la carta',
    noMeeting:
      'Ninguna de las palabras clave de la carta ({{keywords}}) aparece tal cual en tus notas. Al releerlas junto al significado de la carta quizá veas sus temas actuando con otros nombres.',
    meeting: 'Algunas palabras clave de la carta aparecen en tus propias palabras:',
    meetingPoint: '- «{{keyword}}»: {{days}}',
    daysJoin: '; ',
    counsel: 'El consejo de la propia carta para este período: *{{counsel}}*',
  },
  crisisPhrases: [
    'suic[ií]d\\p{L}*',
    'sobredosis',
    'matarme',
    'me quiero matar',
    'quitarme la vida',
    '(?:acabar|terminar) con mi vida',
    'quiero morir(?:me)?',
    'me quiero morir',
    'no quiero (?:seguir )?vivir',
    'hacerme da[ñn]o',
    'autolesi\\p{L}*',
    // not a bare "cortarme": "cortarme el pelo" is a haircut
    'cortarme las venas',
    'mejor muert[oa]',
    'no tengo (?:ninguna )?raz[oó]n para vivir',
  ],
  rankEndings: [],
  crisis: [
    'Gracias por contármelo; siento mucho que estés cargando con esto. Tu seguridad importa más que cualquier lectura.',
    '',
    '- **Si estás en peligro ahora mismo**, llama al número de emergencias de tu país (112 en España y en Europa, 911 en México y en gran parte de América Latina).',
    '- **Habla hoy con alguien:** en España, la línea **024** atiende de día y de noche; en México, la Línea de la Vida, **800 911 2000**; en otros países, **findahelpline.com** reúne líneas gratuitas y confidenciales.',
    '- Si puedes, cuéntale a una persona de confianza cómo te sientes y quédate con ella por ahora.',
    '',
    'Las cartas pueden esperar. Cuando te sientas con fuerzas, aquí estoy para verlas contigo.',
  ].join('\n'),
};

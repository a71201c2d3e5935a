import type { OfflineSentences } from './types.js';

/** The offline interpreter in Spanish: neutral for Spain and Latin America, "tú" (docs/glossary-es.md). */
export const ES: OfflineSentences = {
  reading: {
    title: '## {{reading}} para {{name}}',
    spreads: {
      yearly: 'Lectura anual',
      weekly: 'Lectura semanal',
      'seven-weekly': 'Lectura de 7 semanas',
      'seven-yearly': 'Lectura de 7 años',
    },
    periods: {
      yearly: 'tu año de vida a partir de los {{age}} años, del {{start}} al {{end}}',
      weekly: 'la semana del {{start}} al {{end}}, con {{age}} años',
      'seven-weekly': 'el tramo de siete semanas del {{start}} al {{end}}, con {{age}} años',
      'seven-yearly': 'el ciclo de siete años del {{start}} al {{end}}, leído a los {{age}} años',
    },
    covers: 'Esta lectura mira {{period}}.',
    yearRuler: '{{planet}} es el planeta regente de este año, y en su posición está {{card}}.',
    cycleRuler: 'El ciclo de siete años entero lo rige {{planet}}.',
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
    echo: ' Esta misma carta aparece también en tu posición de {{places}}: su mensaje pesa el doble en este período.',
    and: ' y ',
    shapeHeading: '## La forma de la tirada',
    suitLeads:
      'Los {{suit}} mandan en esta tirada, con {{count}} de sus 13 cartas: buena parte del tono lo pone lo que ellos tocan, {{theme}}.',
    suitsShare:
      'Ningún palo manda aquí: {{first}} y {{second}} se reparten el protagonismo con {{count}} cartas cada uno, y el período te pide equilibrio entre {{firstTheme}} y {{secondTheme}}.',
    suitsAbsent: ' Entre ellas no hay {{suits}}: la historia de este período no pasa por {{themes}}.',
    or: ' ni ',
    counselHeading: '## Para cerrar, un consejo',
    counsel:
      'El trabajo de este período va de {{pluto}}, en Plutón, a {{reward}}, en Recompensa: la primera te plantea el desafío y la segunda te dice qué ganas al superarlo. Mantén en el centro {{sun}}, tu carta del Sol, y {{pace}}.',
    paceRuler: 'deja que {{planet}}, el regente del año, marque el ritmo',
    paceOpen: 'recorre las posiciones planetarias de una en una',
    forChallenge: 'Frente al desafío',
    forReward: 'Hacia la recompensa',
    forYourself: 'Para ti',
    you: 'ti',
  },
  suits: {
    hearts: { name: 'Corazones', theme: 'los sentimientos, el amor y las relaciones' },
    clubs: { name: 'Tréboles', theme: 'la mente, las ideas y la comunicación' },
    diamonds: { name: 'Diamantes', theme: 'los valores, el dinero y los recursos' },
    spades: { name: 'Picas', theme: 'el trabajo, la salud y la voluntad' },
  },
  chat: {
    place:
      '**{{place}}: {{symbol}} {{name}}** (*{{title}}*), la posición que habla de {{theme}}. {{description}}',
    planetPeriod: ' Este año, su período va del {{start}} al {{end}}.',
    notInReading:
      '{{symbol}} ({{name}}) no está entre las cartas de esta lectura. Por sí sola es *{{title}}*: {{keywords}}. Pregúntame por una carta de esta lectura y te cuento qué dice en su posición.',
    jokerOutside: 'El Comodín no ocupa ningún lugar en las tiradas, así que no forma parte de esta lectura.',
    dateOutside:
      'El {{date}} queda fuera de esta lectura, que mira {{period}}. Abre la lectura de ese período desde su página y vuelve a preguntarme allí.',
    dateInPlanet: 'El {{date}} cae en el período de {{planet}} de este año (del {{start}} al {{end}}).',
    dateInReading:
      'El {{date}} cae dentro de esta lectura ({{period}}), así que te habla la tirada entera, empezando por tu carta del Sol.',
    periodAnswer: 'Esta lectura mira {{period}}.',
    help: [
      'Soy el {{assistant}} sin conexión: respondo con las cartas y los textos de esta misma lectura, sin un modelo de IA, así que no puedo con cualquier pregunta. Puedes preguntarme por:',
      '',
      '- una carta, por su símbolo o su nombre (por ejemplo «{{symbol}}» o «{{name}}»);',
      '- una posición de la tirada: {{places}};',
      '- el período en conjunto («este año», «esta semana») y su carta regente;',
      '- una fecha, como 2025-03-05, y qué período la cubre.',
    ].join('\n'),
    periodWords:
      'este año|esta semana|este período|este periodo|el período|el ciclo|regente|en general|resumen',
  },
  pair: {
    title: '## {{a}} y {{b}}, uno junto al otro',
    side: '- **{{name}}**: carta de nacimiento {{card}}, *{{title}}* ({{keywords}}).',
    placesHeading: '### Dónde aparece la carta de {{other}} en las tiradas de {{holder}}',
    place: '- En la {{spread}}, posición de **{{place}}**{{dates}}: {{theme}}. {{meaning}}',
    dates: ' (del {{start}} al {{end}})',
    spreads: {
      life: 'tirada de vida',
      yearly: 'tirada anual',
      'seven-week': 'tirada de 7 semanas',
      weekly: 'tirada semanal',
    },
    noPlace: '- La carta de {{other}} no aparece en ninguna tirada de {{holder}}.',
    karmaHeading: '### Lo kármico entre los dos',
    karma: {
      supportive: '- La carta de nacimiento de {{other}} es una carta kármica de apoyo para {{holder}}.',
      challenging: '- La carta de nacimiento de {{other}} es una carta kármica de desafío para {{holder}}.',
    },
    noKarma: '- Ninguna de las dos cartas es carta kármica de la otra.',
    joker:
      'Una de estas cartas de nacimiento es el Comodín, que queda fuera de las tiradas: no hay posiciones que comparar, solo lo que cada carta dice por sí misma.',
    closingHeading: '### Para los dos',
    closing:
      'Nada de esto es una nota ni un veredicto sobre si encajan: son los lugares donde sus caminos se cruzan. Hablen de ellos con calma, cada uno desde su propia carta.',
    chat: 'Sin conexión puedo contarte qué dicen estas dos cartas de nacimiento y dónde se cruzan sus caminos; esto es lo que muestran:',
  },
  reflection: {
    title: '## Mirando atrás: {{period}}',
    periods: {
      planetary: 'el período de {{planet}} del {{start}} al {{end}}',
      'seven-week': 'el tramo de siete semanas del {{start}} al {{end}}',
      weekly: 'la semana del {{start}} al {{end}}',
    },
    card: 'La carta de este tiempo fue {{symbol}} ({{name}}), *{{title}}*.',
    notesHeading: '### Lo que escribiste',
    bound: 'Aquí van tus {{shown}} notas más recientes de las {{total}} que escribiste en este período.',
    week: '#### Semana {{number}}: del {{start}} al {{end}}',
    noteDay: '**{{date}}**, día de {{symbol}} ({{name}}, *{{title}}*):',
    goesOn: '*(la nota sigue)*',
    meetingHeading: '### Donde la carta y tus notas se encuentran',
    noMeeting:
      'Ninguna de las palabras clave de la carta ({{keywords}}) aparece tal cual en tus notas. Al releerlas junto al significado de la carta quizá veas sus temas actuando con otros nombres.',
    meeting: 'Algunas palabras clave de la carta aparecen en tus propias palabras:',
    closingHeading: '### Para llevarte',
    closing:
      'Vuelve a leer tus notas con calma: ¿qué se repite de una semana a otra, y qué cambió? Esa es tu propia lectura de este tiempo.',
  },
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

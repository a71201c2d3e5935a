import type { PositionKey } from '../../types.js';
import type { ComposeTemplate } from '../types.js';

/**
 * How a card reads in each place, in Spanish (English: ../en/compose.ts). Each lead is written for its
 * own place, so it can say "carta del Sol" or "carta de Desplazamiento" as Spanish needs. The essence is
 * never placed after "de" or "a", where "el" would have to contract to "del" or "al".
 */
export const COMPOSE: Readonly<Record<PositionKey, ComposeTemplate>> = {
  sun: {
    lead: 'Como tu carta del {{place}}, {{card}} ocupa el centro de la lectura y describe lo esencial de quién eres: {{essence}}.',
    bridge: {
      hearts:
        'La tuya es una vida guiada por el corazón, y esta cualidad se nota sobre todo en cómo amas y en cómo te aman.',
      clubs:
        'La tuya es una vida guiada por la mente, y esta cualidad se nota en cómo aprendes, hablas y das sentido a las cosas.',
      diamonds:
        'La tuya es una vida moldeada por lo que valoras, y esta cualidad se nota en cómo ganas, gastas y decides qué importa.',
      spades:
        'La tuya es una vida moldeada por el trabajo y la voluntad, y esta cualidad se nota en cómo te esfuerzas, sanas y te vuelves más sabio.',
      other:
        'Muestre lo que muestre el resto de la tirada, esta es la cualidad a la que siempre vuelves y sobre la que siempre puedes construir.',
    },
  },
  mercury: {
    lead: 'En tu posición de {{place}}, {{card}} habla a través de tus pensamientos, tus conversaciones y las noticias que te llegan, y trae {{essence}}.',
    bridge: {
      hearts:
        'Al principio del período, los sentimientos buscan palabras: un mensaje sentido, una conexión rápida o noticias de alguien querido.',
      clubs:
        'Las ideas llegan deprisa al principio del período, así que ten una libreta a mano y deja que tu curiosidad te guíe.',
      diamonds:
        'Al principio del período, las noticias pueden tocar el dinero o los planes, y pensar con rapidez y claridad sobre el valor da frutos.',
      spades:
        'Al principio del período, los mensajes pueden tratar de trabajo o de salud, y una cabeza despejada te ayuda a responderlos bien.',
      other:
        'Espéralo al principio del período, en ideas que llegan rápido y en palabras que pesan más que de costumbre.',
    },
  },
  venus: {
    lead: 'En tu posición de {{place}}, {{card}} toca el amor, la amistad y los placeres que compartes, y trae {{essence}}.',
    bridge: {
      hearts: 'La carta está en casa aquí, y es probable que el cariño dado con libertad vuelva a ti.',
      clubs:
        'El amor crece ahora con una buena conversación, y compartir ideas puede acercarte a las personas que quieres.',
      diamonds:
        'La generosidad y los valores compartidos dan forma ahora a tus lazos más cercanos, y los pequeños regalos pensados dicen mucho.',
      spades:
        'El amor se muestra ahora de maneras prácticas: trabajo compartido, rutinas estables y el cuidado del bienestar del otro.',
      other: 'Es un tiempo en que la calidez que ofreces a los demás tiende a volver a ti.',
    },
  },
  mars: {
    lead: 'En tu posición de {{place}}, {{card}} despierta tu empuje, tus ambiciones y tus ganas de competir, y trae {{essence}}.',
    bridge: {
      hearts:
        'Los sentimientos pueden ser intensos, así que deja que la pasión impulse lo que haces en lugar de desbordarse en peleas.',
      clubs:
        'Tu mente es ahora tu mejor herramienta en cualquier contienda, y un argumento bien construido gana más que una voz alzada.',
      diamonds:
        'La ambición en torno al dinero y los negocios está despierta, y un trato justo y firme te sirve más que la fuerza.',
      spades:
        'La energía para el trabajo duro está en alza; gástala en la tarea que tienes delante y deja descansar el cuerpo entre esfuerzos.',
      other:
        'Encauzada con valor y no con fuerza, esta energía te ayuda a hacer avanzar las cosas y a mantenerte firme.',
    },
  },
  jupiter: {
    lead: 'En tu posición de {{place}}, donde las bendiciones crecen con más facilidad, {{card}} trae {{essence}}.',
    bridge: {
      hearts:
        'Aquí la calidez se multiplica: las amistades se hacen más hondas, la familia se une y la bondad vuelve el doble.',
      clubs:
        'Aquí el aprendizaje y las ideas se expanden, y lo que estudias o compartes ahora puede abrir puertas generosas.',
      diamonds:
        'Aquí las bendiciones materiales se reúnen con facilidad, así que hazles sitio y comparte parte de lo que llega.',
      spades:
        'El trabajo que hagas ahora tiende a verse bien recompensado, y tu salud y tu vitalidad pueden estar en su momento más generoso.',
      other: 'Dale espacio a esta cualidad para crecer y comparte lo que te traiga.',
    },
  },
  saturn: {
    lead: 'En tu posición de {{place}}, {{card}} se vuelve un maestro de paciencia y responsabilidad, y te ofrece sus lecciones mediante {{essence}}.',
    bridge: {
      hearts:
        'La lección puede llegar a través de una relación, y la paciencia con los sentimientos sinceros la convierte en una fuerza duradera.',
      clubs:
        'La lección puede ser calmar la preocupación y pensar las cosas despacio, porque una mente serena es el regalo de este maestro.',
      diamonds:
        'La lección puede tener que ver con el dinero o con tu valor, y un presupuesto cuidadoso y un trato justo construyen una seguridad que se queda.',
      spades:
        'La lección suele tener que ver con tu cuerpo y tu carga de trabajo, así que los hábitos constantes y el descanso suficiente se vuelven tus aliados.',
      other:
        'Saturno enseña, no castiga: aquí el esfuerzo constante y honesto construye una fortaleza que conservarás.',
    },
  },
  uranus: {
    lead: 'En tu posición de {{place}}, {{card}} llega por caminos inesperados, a través de la intuición, los amigos, el trabajo o la propiedad, y trae {{essence}}.',
    bridge: {
      hearts:
        'Una sorpresa puede llegar a través de amigos o de una cara nueva, así que mantén el corazón abierto a lo inesperado.',
      clubs:
        'Son probables las ideas repentinas, y una corazonada digna de confianza puede llegarte por amigos o compañeros.',
      diamonds:
        'Los asuntos de dinero o de propiedades pueden dar un giro inesperado, y mantenerte flexible te permite aprovechar las buenas oportunidades.',
      spades:
        'Los cambios en el trabajo o en tu rutina diaria pueden llegar de improviso; mantente flexible y confía en tu intuición.',
      other:
        'Mantente abierto a las sorpresas, porque lo que parece interrumpir tus planes puede resultar una puerta mejor.',
    },
  },
  neptune: {
    lead: 'En tu posición de {{place}}, {{card}} se mueve entre tus sueños, tus viajes y las esperanzas que guardas para ti, y trae {{essence}}.',
    bridge: {
      hearts:
        'Una esperanza tierna o un sueño de amor puede estar tomando forma a escondidas, así que deja que crezca con suavidad.',
      clubs:
        'La imaginación va ahora muy hondo, y los sueños o los viajes pueden traer ideas que la razón sola pasaría por alto.',
      diamonds:
        'Pueden estar formándose esperanzas sobre el dinero o sobre un proyecto lejano; sueña con libertad y revisa las cifras antes de comprometerte.',
      spades:
        'Puede llamarte un anhelo espiritual o un viaje; síguelo, y mantén los pies en la tierra por el camino.',
      other:
        'Parte de ello puede estar formándose todavía a escondidas, así que sigue la esperanza con suavidad y comprueba los hechos sobre la marcha.',
    },
  },
  pluto: {
    lead: 'En tu posición de {{place}}, {{card}} plantea el desafío que puede transformarte en este período: aprender a trabajar con {{essence}}.',
    bridge: {
      hearts:
        'El crecimiento ocurre en el corazón, en amar con más sabiduría, y tu carta de Recompensa muestra adónde lleva.',
      clubs:
        'El crecimiento ocurre en tu forma de pensar, y tu carta de Recompensa muestra adónde lleva una mente más clara.',
      diamonds:
        'El crecimiento ocurre en lo que valoras y en cómo manejas los recursos, y tu carta de Recompensa muestra adónde lleva.',
      spades:
        'El crecimiento ocurre en tus hábitos, tu salud y tu voluntad, y tu carta de Recompensa muestra adónde lleva ese esfuerzo.',
      other:
        'Tómalo como una meta hacia la que avanzar y no como un obstáculo, y léelo junto a tu carta de Recompensa.',
    },
  },
  reward: {
    lead: 'Como fruto de afrontar el desafío de este período, {{card}} en tu posición de {{place}} trae {{essence}}.',
    bridge: {
      hearts: 'El esfuerzo que dedicas a tu carta de Plutón madura aquí en lazos más cálidos y verdaderos.',
      clubs:
        'El esfuerzo que dedicas a tu carta de Plutón madura aquí en una comprensión que puedes compartir.',
      diamonds: 'El esfuerzo que dedicas a tu carta de Plutón madura aquí en algo de valor real y duradero.',
      spades:
        'El esfuerzo que dedicas a tu carta de Plutón madura aquí en fuerza, destreza y una paz bien ganada.',
      other: 'El esfuerzo que dedicas a tu carta de Plutón es lo que madura en este resultado.',
    },
  },
  peak: {
    lead: 'En tu posición de {{place}}, {{card}} corona el período con {{essence}}.',
    bridge: {
      hearts:
        'Es probable que el punto más alto sea un momento del corazón, cuando el amor da sentido a todo el período.',
      clubs:
        'Es probable que el punto más alto sea un momento de lucidez, cuando la lección de todo el período se aclara.',
      diamonds:
        'El punto más alto puede llegar como una idea clara de tu valor, cuando ves lo que ha construido todo el esfuerzo.',
      spades:
        'El punto más alto puede llegar con un trabajo bien hecho, o con una victoria interior callada que hace que toda la subida valga la pena.',
      other: 'Búscalo en el punto más alto, el momento en que la lección de todo el período se aclara.',
    },
  },
  moon: {
    lead: 'En tu posición de {{place}}, {{card}} trabaja en silencio justo detrás de tu Sol y te nutre con {{essence}}.',
    bridge: {
      hearts:
        'Los seres queridos y los momentos tiernos te alimentan ahora, así que apóyate en ellos cuando necesites consuelo.',
      clubs:
        'La reflexión tranquila, la lectura y las conversaciones de confianza te alimentan ahora, así que resérvales tiempo.',
      diamonds: 'La seguridad y las comodidades sencillas te sostienen ahora, así que cuídalas sin culpa.',
      spades:
        'Las rutinas estables, el descanso y la práctica interior te alimentan ahora, así que protégelos cuando la vida se acelere.',
      other:
        'Apóyate en ella cuando necesites consuelo, porque es uno de los recursos interiores a los que siempre puedes acudir.',
    },
  },
  earth: {
    lead: 'En tu posición de {{place}}, {{card}} aterriza las lecciones del período en algo tangible: {{essence}}.',
    bridge: {
      hearts: 'Al final del período, espera verlo en tu manera de amar y de ser amado, día a día.',
      clubs: 'Al final del período, espera verlo en lo que sabes, escribes o enseñas.',
      diamonds:
        'Al final del período, espera verlo en tus finanzas, en tus bienes o en una idea más firme de tu valor.',
      spades: 'Al final del período, espera verlo en tus hábitos, en tu salud o en la forma de tu trabajo.',
      other:
        'Al final del período, espera que se note como un cambio real en tus hábitos, tus resultados o tu vida diaria.',
    },
  },
  displacement: {
    lead: 'Como tu carta de {{place}}, {{card}} marca el lugar que ocupas en este período y te pide encarnar {{essence}}.',
    bridge: {
      hearts:
        'Quizá te encuentres cuidando los sentimientos de otros más de lo habitual; asúmelo de buena gana y se convertirá en una fortaleza.',
      clubs:
        'Quizá te pidan pensar, hablar o decidir en nombre de otros; asúmelo de buena gana y se convertirá en una fortaleza.',
      diamonds:
        'Quizá te toque manejar dinero o recursos con más responsabilidad; hazlo bien y se convertirá en una fortaleza.',
      spades:
        'Quizá te toque asumir trabajo extra o cuidar tu salud con más intención, y hacerlo construye una fortaleza real.',
      other:
        'Su papel es tuyo para aprenderlo en este período; asúmelo de buena gana y se convertirá en una fortaleza propia.',
    },
  },
  environment: {
    lead: 'Como tu carta de {{place}}, {{card}} crea a tu alrededor un clima que trae {{essence}}.',
    bridge: {
      hearts:
        'El cariño y la buena voluntad flotan a tu alrededor, así que acepta la bondad que llega a tu camino.',
      clubs:
        'Las buenas ideas y la información útil flotan a tu alrededor, así que escucha bien y pregunta sin reparo.',
      diamonds:
        'Los recursos y el apoyo fluyen con más facilidad a tu alrededor, así que permítete recibirlos.',
      spades:
        'El clima favorece el trabajo constante y el bienestar, así que aprovecha este apoyo para sacar adelante tus tareas.',
      other:
        'Piensa en ella como el clima del período, una bendición que llega con facilidad cuando trabajas a su favor.',
    },
  },
};

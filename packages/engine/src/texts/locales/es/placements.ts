import type { PlacementText } from '../../types.js';
import type { PlacementKey } from '../types.js';

/** The placements guide (/placements-explained) in Spanish, in the guide's order. */
export const PLACEMENTS: Readonly<Record<PlacementKey, PlacementText>> = {
  sun: {
    heading: 'Sol (carta de nacimiento)',
    explanation:
      'Tu carta de nacimiento es la carta que rige el día en que naciste, y se obtiene con un cálculo sencillo a partir del mes y el día de tu nacimiento. Es el Sol de cada lectura que recibes: el centro alrededor del cual se ordenan todas las demás posiciones. Piensa en ella como un retrato de tu carácter, de tus fortalezas y de las lecciones que te encuentras una y otra vez. Cada tirada de la aplicación empieza con esta carta y sigue después las cartas que vienen tras ella, así que conocer bien tu carta de nacimiento ayuda a entender todas las demás posiciones.',
  },
  mercury: {
    heading: 'Mercurio',
    explanation:
      'Mercurio es la primera de las siete posiciones planetarias que siguen a tu carta de nacimiento. Habla de tu mente: cómo piensas, aprendes, hablas y tomas decisiones rápidas, además de los mensajes, los trámites y los viajes cortos. Como es la primera, Mercurio describe también el tramo inicial del período que lees, los primeros cincuenta y dos días de una tirada anual. Las cartas que caen aquí suelen actuar deprisa y traen noticias o ideas que marcan el tono de lo que sigue.',
  },
  venus: {
    heading: 'Venus',
    explanation:
      'Venus es la segunda posición planetaria y la que mucha gente mira primero, porque abarca el amor. Describe el romance, las amistades, los lazos familiares y el placer que encuentras en la belleza, el arte y la buena compañía. Una carta en Venus muestra el clima de tus relaciones durante el período y sugiere qué las haría más cálidas. También puede tocar los pequeños lujos, la vida social y todo lo que disfrutas simplemente por sí mismo.',
  },
  mars: {
    heading: 'Marte',
    explanation:
      'Marte es la tercera posición planetaria y trata de la energía puesta en movimiento. Muestra dónde es probable que actúes con audacia, compitas, discutas o defiendas algo que te importa. Por tradición también se relaciona con los hombres de tu vida, con los rivales y con los asuntos legales. Una carta exigente en Marte no anuncia peleas; es una pista de dónde hace falta tu empuje y de cómo usarlo sin quemar puentes.',
  },
  jupiter: {
    heading: 'Júpiter',
    explanation:
      'Júpiter es la cuarta posición planetaria y se considera el lugar más afortunado de una tirada. Muestra dónde la vida tiende a expandirse: el dinero, las oportunidades, la generosidad, el apoyo de los demás y una sensación general de bendición. Incluso una carta que en otro lugar parece difícil se suaviza aquí, porque Júpiter agranda lo bueno de todo lo que toca. Mira esta posición para ver dónde es probable que tus esfuerzos se vean recompensados y dónde puedes permitirte ser generoso.',
  },
  saturn: {
    heading: 'Saturno',
    explanation:
      'Saturno es la quinta posición planetaria y tiene una fama que no merece del todo. Marca el terreno donde la vida pide disciplina, paciencia y madurez, y a menudo se relaciona con la salud o con las obligaciones que llevas. Sus lecciones pueden parecer lentas o limitantes, pero son de las que te hacen más fuerte y más sabio. Si estás empezando, piensa en Saturno como un maestro estricto pero justo: el esfuerzo que pide es justo lo que trae resultados duraderos.',
  },
  uranus: {
    heading: 'Urano',
    explanation:
      'Urano es la sexta posición planetaria, el lugar de las sorpresas. La carta que cae aquí puede mostrar cambios repentinos, oportunidades poco comunes y destellos de intuición en los que conviene confiar. También abarca las amistades y los grupos, tu vida laboral y tus compañeros, y los asuntos de tierras, casas y propiedades. Como Urano es imprevisible, su carta se lee mejor con la mente abierta: el giro inesperado que trae suele resultar una puerta más que un trastorno.',
  },
  neptune: {
    heading: 'Neptuno',
    explanation:
      'Neptuno es la séptima y última posición planetaria. Gobierna el mundo que queda más allá de lo visible: los sueños, los ideales, los anhelos espirituales, los viajes a lugares lejanos y las esperanzas o los miedos que guardamos en privado. Lo que está bajo Neptuno puede estar oculto, poco claro o todavía formándose, y a menudo se aclara hacia el final del período. Lee esta carta con suavidad; puede revelar un deseo secreto que vale la pena perseguir o una ilusión que conviene desenmascarar.',
  },
  pluto: {
    heading: 'Plutón (resultado / desafío)',
    explanation:
      'Plutón es la primera de las cartas de largo alcance que vienen después de los siete planetas. Nombra el desafío principal del período, algo en lo que te toca trabajar, con lo que te toca lidiar y que acabará por transformarte. Por eso se la llama a menudo carta de desafío, y por eso se lee junto con la carta siguiente como resultado. Muchas personas toman Plutón como la meta del año: no un obstáculo al que temer, sino aquello en lo que te estás convirtiendo.',
  },
  reward: {
    heading: 'Recompensa',
    explanation:
      'La carta de Recompensa está justo después de Plutón y muestra lo que devuelve el desafío. Si Plutón es la montaña que escalas, la Recompensa es lo que encuentras al llegar: el desenlace, el beneficio o la nueva situación de vida que hacen posible los esfuerzos del período. Algunas personas la llaman carta de Resultado. Mirar las dos juntas cuenta una breve historia de esfuerzo y de fruto.',
  },
  peak: {
    heading: 'Cumbre',
    explanation:
      'La Cumbre es la carta que sigue a la Recompensa. En esta aplicación marca el punto más alto del período: el momento de mayor claridad, logro o comprensión, y la lección que resume todo el tramo. Si quieres saber qué te llevarás cuando termine este tiempo, mira aquí. Es una posición llena de esperanza, que muestra lo mejor que el período puede ofrecer cuando lo vives a fondo.',
  },
  earth: {
    heading: 'Tierra/X (transformación)',
    explanation:
      'Tierra/X viene después de la Cumbre y cierra la serie de cartas que siguen a tu carta de nacimiento. En esta aplicación representa la transformación hecha realidad: la forma en que las experiencias del período se asientan en algo sólido, como un hábito que cambia, una habilidad nueva, un resultado que puedes señalar o un cambio en tu manera de vivir. Si la Cumbre es comprensión, Tierra/X es aquello en lo que esa comprensión se convierte en la vida diaria.',
  },
  displacement: {
    heading: 'Desplazamiento (anual / semanal)',
    explanation:
      'Cada año, y en las lecturas más cortas cada semana, tu carta de nacimiento se traslada a un lugar nuevo de la tirada. La carta que normalmente ocupa ese lugar en la tirada de vida es tu carta de desplazamiento. En cierto sentido, te pones en su lugar, así que sus cualidades y responsabilidades pasan a ser tuyas durante un tiempo. Puede parecer un papel para el que no te presentaste, pero suele enseñarte justo lo que el período necesita que aprendas.',
  },
  environment: {
    heading: 'Entorno (anual / semanal)',
    explanation:
      'La carta de entorno funciona al revés que la carta de desplazamiento. Es la carta que, durante el año o la semana, se ha trasladado al lugar propio de tu carta de nacimiento en la tirada de vida. Describe el clima que te rodea: el apoyo, las oportunidades y las bendiciones que suelen llegar con poco esfuerzo. A mucha gente le parece una de las cartas más alentadoras de una lectura, un recordatorio de la ayuda que ya tiene al alcance de la mano.',
  },
};

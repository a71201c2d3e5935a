import type { PositionKey } from '../../types.js';
import type { PlaceText } from '../types.js';

/** What each place in a spread speaks to, in Spanish (English: ../en/positions.ts); labels in names.ts. */
export const POSITIONS: Readonly<Record<PositionKey, PlaceText>> = {
  sun: {
    meaning:
      'El Sol es la carta misma, el corazón de la lectura. Describe quién eres en lo más hondo: tus dones naturales, tu manera de salir al encuentro del mundo y el propósito al que siempre vuelves. Todas las demás cartas de la tirada se leen en relación con ella.',
    theme: 'tu esencia y el propósito de tu vida',
  },
  mercury: {
    meaning:
      'Mercurio rige la mente y la voz: cómo piensas, qué dices y las noticias que te llegan. Es también el primer período de la tirada, así que su carta suele teñir las primeras semanas. Aquí los asuntos tienden a moverse deprisa y a llegar pronto.',
    theme: 'el pensamiento, la comunicación y las noticias',
  },
  venus: {
    meaning:
      'Venus habla de los lazos del corazón: el amor, la amistad, la familia y las personas con las que disfrutas. También abarca la belleza, el arte, el bienestar y todo lo que te da placer. Su carta muestra cómo fluye el cariño en el período y qué te pide.',
    theme: 'el amor, las relaciones, la belleza y el placer',
  },
  mars: {
    meaning:
      'Marte es el lugar del impulso y la acción: donde empujas, compites y defiendes tu terreno. Puede señalar conflictos, asuntos legales o tratos con hombres y rivales, y también la energía que hace que las cosas sucedan. Su carta te dice dónde conviene invertir tu valor.',
    theme: 'el impulso, la acción, la competencia y el valor',
  },
  jupiter: {
    meaning:
      'Júpiter es el lugar de la expansión y la buena fortuna. Su carta señala dónde son más probables las bendiciones, las oportunidades y las ganancias, y dónde se multiplicará tu propia generosidad. Lo que aparece aquí tiende a crecer.',
    theme: 'el crecimiento, las bendiciones, el dinero y la generosidad',
  },
  saturn: {
    meaning:
      'Saturno es el maestro de la tirada. Su carta señala las lecciones, los límites y las responsabilidades del período, y a menudo asuntos de salud. Lo que trae puede parecer exigente al principio, pero forja una fortaleza y un carácter que perduran.',
    theme: 'las lecciones, los límites, la salud y la responsabilidad',
  },
  uranus: {
    meaning:
      'Urano trae lo inesperado: sorpresas, cambios repentinos y destellos de intuición. También habla de amigos y grupos, del trabajo y los compañeros, y de tierras y propiedades. Su carta muestra dónde te sirve más mantenerte abierto y flexible.',
    theme: 'lo inesperado, la intuición, los amigos, el trabajo y la propiedad',
  },
  neptune: {
    meaning:
      'Neptuno es el reino de los sueños y las distancias: los viajes, lo oculto, las esperanzas y los miedos íntimos. Su carta puede señalar algo que todavía no se ve del todo, o un deseo que toma forma en silencio hacia el final del período. Léela con imaginación y también con cuidado.',
    theme: 'los sueños, los viajes, lo oculto, las esperanzas y los miedos',
  },
  pluto: {
    meaning:
      'Plutón nombra el desafío que el período te pide afrontar y que te transformará. Su carta es tanto una meta como una dificultad: algo hacia lo que avanzas y que te cambia por el camino. Léela junto con la carta de Recompensa, que muestra adónde lleva ese trabajo.',
    theme: 'el desafío que te transforma',
  },
  reward: {
    meaning:
      'La carta de Recompensa, llamada a veces Resultado, muestra el fruto de afrontar el desafío de Plutón. Es el desenlace hacia el que avanza el período y el regalo que devuelve el esfuerzo hecho. Plutón y Recompensa se leen mejor en pareja.',
    theme: 'el desenlace y lo que tu esfuerzo te gana',
  },
  peak: {
    meaning:
      'La Cumbre es la cima del período, la carta que viene justo después de la Recompensa. Señala el punto más alto del período y la lección que lo corona: lo que comprendes una vez terminada la subida. Tómala como la vista desde lo alto.',
    theme: 'el punto más alto y la lección que lo corona',
  },
  moon: {
    meaning:
      'La Luna es la carta que viene justo antes de tu Sol y muestra el lado receptivo y femenino del ser. Habla de lo que te sostiene en silencio, de lo que te alimenta emocionalmente y de quién te respalda. Su carta describe los recursos interiores a los que puedes acudir.',
    theme: 'el apoyo receptivo y lo que te nutre',
  },
  earth: {
    meaning:
      'Tierra/X es la carta que sigue a la Cumbre, donde las lecciones del período bajan a tierra. Muestra lo que el período asienta y transforma en algo tangible: un hábito, un resultado, un cambio que puedes tocar. Es donde la comprensión toma forma.',
    theme: 'lo que se asienta y se vuelve tangible',
  },
  displacement: {
    meaning:
      'La carta de Desplazamiento es aquella cuyo lugar ocupas en este período: estás de pie en su sitio. Describe el papel, las cualidades y las responsabilidades que te toca llevar durante un tiempo. Aprender su lección forma parte del trabajo del período.',
    theme: 'el papel que asumes y llevas',
  },
  environment: {
    meaning:
      'La carta de Entorno es la que ocupa, en este período, tu propio lugar en la tirada de vida. Describe el ambiente que te rodea y las bendiciones que tienden a llegar con más facilidad. Piensa en ella como el clima del período y trabaja a su favor.',
    theme: 'el clima y las bendiciones que te rodean',
  },
};

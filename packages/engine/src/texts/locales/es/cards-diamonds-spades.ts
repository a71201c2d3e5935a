import type { CardText } from '../../types.js';
import type { DiamondsSpadesKey } from '../types.js';

/** A♦ … K♦ and A♠ … K♠ in Spanish: written anew from the English, not word for word. Their names
 * are in names.ts. */
export const DIAMONDS_SPADES: Readonly<Record<DiamondsSpadesKey, CardText>> = {
  'A♦': {
    title: 'La semilla del valor',
    description:
      'El As de Diamantes es el primer destello del deseo de algo valioso: una meta, un emprendimiento, una nueva forma de ganarte la vida o, sencillamente, una idea más clara de lo que vales. Trae una energía entusiasta y emprendedora a la que le gusta empezar cosas y verlas crecer. Cuando aparece, hay un deseo que pide ser nombrado. Quizá quieras más seguridad, quizá más libertad, quizá una vida que refleje lo que de verdad aprecias. Su don es una ambición de rostro fresco: puedes empezar con muy poco y construir. Su sombra es un hambre inquieta que persigue el siguiente premio antes de haber disfrutado el anterior, o que mide el amor y la propia valía en dinero. Trabaja con esta carta anotando una cosa que deseas de verdad y un primer paso pequeño y concreto hacia ella. Empieza con modestia, no pierdas de vista lo que ganas y deja que tu deseo sea honesto y no ansioso. El deseo, tratado con cariño, se convierte en rumbo.',
    keywords: [
      'nuevo emprendimiento',
      'deseo de valor',
      'ambición',
      'valía personal',
      'iniciativa empresarial',
      'nuevo comienzo',
    ],
    essence: 'unas ganas nuevas de crear algo valioso',
    counsel: 'Nombra una cosa que de verdad deseas y da hoy el paso real más pequeño hacia ella.',
  },
  '2♦': {
    title: 'Socios en el trato',
    description:
      'El Dos de Diamantes es la carta del apretón de manos: el valor que se crea entre dos personas y no en solitario. Habla de sociedades de negocios, de finanzas compartidas, de tratos justos y de esas conversaciones en las que dos personas se ponen de acuerdo sobre lo que importa. Hay aquí una inteligencia viva y conversadora, buena para negociar y para ver dónde la cooperación beneficia a todos. Cuando aparece, puede estar formándose una alianza en torno al dinero o a los valores, o puede que una ya existente pida atención. Su don es la capacidad de llegar a acuerdos que dejan a ambas partes más ricas, no solo en dinero, sino en confianza. Su sombra es el miedo a que no alcance, que puede hacernos aferrarnos a un trato, llevar la cuenta o temer depender de alguien. Trabaja con esta carta siendo claro y generoso en tus acuerdos: pon las condiciones por escrito, di lo que necesitas y pregunta también qué necesita la otra persona. Una buena alianza es la que ambos volverían a firmar con gusto. El valor se multiplica cuando se comparte con cuidado.',
    keywords: [
      'sociedad',
      'intercambio justo',
      'negociación',
      'recursos compartidos',
      'acuerdo de negocios',
      'confianza',
    ],
    essence: 'un talento para alianzas que dejan a ambas partes más ricas',
    counsel:
      'Pon tu próximo acuerdo compartido en palabras claras y amables, para que los dos sepan a qué atenerse.',
  },
  '3♦': {
    title: 'Muchos caminos hacia la abundancia',
    description:
      'El Tres de Diamantes es una carta creativa e ingeniosa en cuanto al dinero y los valores, y rara vez se conforma con una sola respuesta. Trae ideas para ganar dinero, varios proyectos a la vez y un talento para encontrar valor donde otros no ven nada. Esa misma riqueza de opciones puede volverse indecisión: ¿qué camino, qué compra, qué prioridad? La preocupación por el dinero suele acompañar a esta carta, no tanto porque falten recursos de verdad como porque la mente no deja de sopesar posibilidades. Su don es la versatilidad y una imaginación juguetona con los recursos; su sombra es el esfuerzo disperso y la molesta sensación de que otra elección habría sido mejor. Trabaja con esta carta dejando volar tus ideas con libertad y eligiendo después una o dos ideas para sacarlas adelante durante un tiempo fijo. Escribe tus preocupaciones y fíjate en cuáles se pueden responder con una cifra, un plan o una conversación. La creatividad crece más fuerte cuando tiene un marco. Confía en que una elección clara y bien cuidada vale más que muchas a medio hacer.',
    keywords: [
      'creatividad con el dinero',
      'opciones',
      'indecisión',
      'preocupación económica',
      'versatilidad',
      'inventiva',
    ],
    essence: 'una vena ingeniosa con el dinero y la tentación de muchas opciones a la vez',
    counsel:
      'Elige la idea que más disfrutarías terminar y dale toda tu atención durante las próximas semanas.',
  },
  '4♦': {
    title: 'La despensa llena',
    description:
      'El Cuatro de Diamantes es la carta de lo suficiente. Habla de estabilidad económica, de ingresos constantes, de una casa bien llevada y de la satisfacción tranquila de saber que lo básico está cubierto. No es una carta llamativa; su riqueza es la que nace de hacer cosas sensatas con constancia. Cuando aparece, sugiere una etapa en la que el esfuerzo se va sumando y los cimientos pueden reforzarse: ahorros, presupuestos, sueldos justos, un hogar que se siente seguro. Su don es tener los pies en la tierra, un sentido práctico del valor en el que otros pueden confiar. Su sombra es la terquedad, o aferrarse tanto a la seguridad que crecer parezca una amenaza; a veces aparece como queja por lo que tenemos en lugar de disfrutarlo. Trabaja con esta carta revisando tus bases: lo que ganas, lo que gastas, lo que guardas y lo que de verdad te hace sentir seguro. Ahora te sirven más los hábitos pequeños y regulares que las apuestas audaces. Después, detente a agradecer lo que ya hay en la despensa. Estar satisfecho con lo que tienes también es una forma de riqueza.',
    keywords: [
      'estabilidad económica',
      'seguridad',
      'satisfacción',
      'esfuerzo constante',
      'presupuesto',
      'base firme',
    ],
    essence: 'la seguridad tranquila de tener lo suficiente y saberlo',
    counsel: 'Crea un hábito de dinero sencillo y regular, y deja que funcione en silencio.',
  },
  '5♦': {
    title: 'Monedas en el camino',
    description:
      'El Cinco de Diamantes es una carta viajera, y lo que viaja es el valor: dinero que se mueve, prioridades que cambian, un deseo inquieto de ver qué más puede ofrecer la vida. Puede traer cambios de trabajo o de ingresos, viajes de negocios, mercados nuevos o unas ganas repentinas de gastar en experiencias más que en cosas. Su energía es curiosa y aventurera, y evita que la vida se estanque. Su don es la adaptabilidad, la capacidad de seguir la oportunidad allá donde lleve y de descubrir lo que de verdad valoras probando muchas cosas. Su sombra es una inquietud que nunca deja echar raíces, o gastar para huir del aburrimiento en lugar de para enriquecer la vida. Cuando aparece esta carta, es probable que haya cambios en torno a los recursos, y se pueden recibir con gusto. Trabaja con ella decidiendo de antemano qué se mantiene firme, como un mínimo de ahorro, un compromiso esencial o una rutina diaria, para que todo lo demás pueda moverse con libertad. Viaja ligero de equipaje y con un propósito claro. Puede que vuelvas con el bolsillo más lleno y con una idea más sabia de lo que vale la pena.',
    keywords: ['cambio', 'viajes', 'inquietud', 'mercados nuevos', 'valores en movimiento', 'aventura'],
    essence: 'un viento inquieto que lleva el dinero y los valores en direcciones nuevas',
    counsel:
      'Decide qué debe mantenerse firme antes de dejar que el resto de tus planes cambie con libertad.',
  },
  '6♦': {
    title: 'La balanza honesta',
    description:
      'El Seis de Diamantes es la carta del balance en el sentido más amplio: lo que debemos, lo que nos deben y cómo nuestras decisiones sobre el valor vuelven a nosotros. Habla de responsabilidad con el dinero, de deudas pagadas y devueltas, y de la justicia que hace que la gente confíe en nosotros. Aquí la causa y el efecto actúan a la vista, y eso puede tranquilizar mucho: el trato honesto suele devolver estabilidad, y las obligaciones atrasadas, una vez cumplidas, quitan un peso sorprendente. El don de esta carta es un fuerte sentido de la justicia y la capacidad de recuperar el equilibrio donde las cosas se han desajustado. Su sombra es la pasividad: esperar a que todo se equilibre solo, o evitar una factura, una conversación o una promesa que preferiríamos olvidar. Trabaja con esta carta saldando una cuenta pendiente, sea de dinero o personal, y dando un valor justo en tus tratos. Si te deben algo, pídelo con claridad y sin amargura. La balanza no es un juez; solo muestra el camino de vuelta a la paz.',
    keywords: ['responsabilidad', 'justicia', 'deudas y pagos', 'causa y efecto', 'equilibrio', 'integridad'],
    essence: 'un claro sentido de la justicia sobre lo que se debe y lo que se da',
    counsel: 'Salda una cuenta pendiente, sea de dinero o una promesa, antes de empezar algo nuevo.',
  },
  '7♦': {
    title: 'Un tesoro sin medida',
    description:
      'El Siete de Diamantes es una de las cartas más estables de la baraja. Pertenece al pequeño grupo llamado a veces la Familia Mística y solo se mueve en un suave intercambio con su carta compañera, así que su mensaje tiende a mantenerse sereno y constante. Habla de una relación espiritual con el dinero y los valores. La preocupación por las finanzas es su desafío; la fe y la generosidad son sus dones. Cuando sostenemos los recursos con ansiedad, parecen encogerse; cuando confiamos, damos donde es sensato y seguimos trabajando con honestidad, la abundancia suele llegar por caminos inesperados. Esta carta te invita a preguntarte qué es lo que de verdad atesoras y a notar la riqueza que no se puede contar: la salud, la amistad, el talento, el tiempo. Su sombra es el miedo a la escasez, que puede llevar a acumular o a gastar sin cuidado para no mirar. Trabaja con ella cambiando una preocupación por una acción, y dando algo con libertad sin calcular lo que vuelve. Suelta el resultado, sigue haciendo lo correcto y deja que tu sensación de abundancia nazca de dentro.',
    keywords: [
      'fe en la abundancia',
      'soltar la preocupación',
      'valores espirituales',
      'generosidad',
      'familia mística',
      'estabilidad',
    ],
    essence: 'una fe serena en que la abundancia sigue a lo que de verdad valoras',
    counsel:
      'Cada vez que llegue una preocupación de dinero, respóndele con una acción práctica y luego suéltala.',
  },
  '8♦': {
    title: 'La mano de oro',
    description:
      'El Ocho de Diamantes es una carta de poder sobre los recursos: la capacidad de ganar, de administrar, de convertir el esfuerzo en valor y el valor en influencia. Tiene una cualidad luminosa y segura, y la gente suele fijarse en quien la lleva. Cuando aparece, tu capacidad para hacer que las cosas sucedan con dinero, habilidades y reputación es grande. Favorece las negociaciones, poner el precio justo a tu trabajo, tomar las riendas de tus finanzas y asumir un papel más visible. Su don es la maestría, la sensación de que puedes dirigir tu vida material en lugar de dejarte llevar por ella. Su sombra es usar ese poder para controlar a otros, o atar tanto tu identidad al éxito que sin él te sientas vacío. Trabaja con esta carta decidiendo para qué sirve tu poder. Fíjate una meta clara, conoce tus números y pide lo que vale tu trabajo. Después usa parte de esa fuerza para abrirle puertas a otra persona. El poder ejercido con propósito se convierte en una bendición para muchos, no solo para uno.',
    keywords: ['poder económico', 'maestría', 'capacidad de ganar', 'confianza', 'visibilidad', 'influencia'],
    essence: 'un dominio seguro del dinero, de las habilidades y del propio valor',
    counsel: 'Conoce tus números, pon tu precio y pide lo que vale tu trabajo.',
  },
  '9♦': {
    title: 'La mano abierta',
    description:
      'El Nueve de Diamantes es la carta de dar y de soltar en lo que respecta al valor. Marca el cierre de un capítulo: un trabajo que termina, una posesión que se deja ir, unas prioridades que ya se han quedado pequeñas. A veces el dinero sale con más facilidad de la prevista, y a veces somos nosotros quienes elegimos dar. Esta carta nos pide ver esa liberación como parte de un ciclo más amplio y no como un fracaso. Su don es la generosidad y una visión universal y desprendida de los recursos, la comprensión de que lo que sale deja sitio a lo que entra. Su sombra es la pérdida que se vive como algo personal, o dar tanto que nos quedamos cortos. Trabaja con esta carta cerrando las cosas con limpieza: cancela cuentas, vende o dona lo que ya no usas y termina los proyectos en lugar de arrastrarlos. Da allí donde tu corazón dice que sí, dentro de un presupuesto que tu cabeza acepte. Una mano abierta recibe con la misma facilidad con que da, y los finales vividos con elegancia aligeran el siguiente comienzo.',
    keywords: ['culminación', 'generosidad', 'liberación', 'soltar', 'finales', 'dar'],
    essence: 'la generosa liberación de lo que ya cumplió su ciclo',
    counsel: 'Deshazte de algo que ya no necesitas y regálalo con el corazón ligero.',
  },
  '10♦': {
    title: 'La cosecha en casa',
    description:
      'El Diez de Diamantes suele contarse entre las cartas más afortunadas para el éxito material. Habla de prosperidad, de negocios que florecen, de un esfuerzo que por fin se recoge como una cosecha. Hay abundancia aquí, y con ella la energía y la ambición para hacer algo útil con esa abundancia. Cuando aparece esta carta, sugiere que el lado material de la vida puede prosperar: los ingresos pueden crecer, los proyectos pueden cuajar y tu sensación de logro puede ser intensa. Su don es la realización y la confianza que trae consigo. Su sombra es creer que nunca es suficiente, o dejar que el éxito desplace las relaciones y el descanso que le dan sentido. Trabaja con esta carta fijándote una meta audaz y concreta y midiendo tus avances, y celebrando cada hito en lugar de pasar de largo. Comparte la cosecha con quienes te ayudaron a hacerla crecer. El éxito sabe mejor cuando alimenta una vida que de verdad quieres vivir, y no solo una cifra en un papel.',
    keywords: ['prosperidad', 'éxito', 'abundancia', 'crecimiento del negocio', 'logro', 'cosecha'],
    essence: 'una cosecha generosa de éxito y prosperidad',
    counsel: 'Fíjate una meta audaz y medible, y celebra cada hito que alcances por el camino.',
  },
  'J♦': {
    title: 'El mercader ingenioso',
    description:
      'La Jota de Diamantes es el joven emprendedor de la baraja: rápido, encantador y con un don para ver el valor de las ideas. Lleva la chispa creativa del iniciado, de quien está aprendiendo cómo funciona de verdad el mundo del dinero y del valor, y a menudo tiene un talento natural para vender, convencer y hacer que una buena idea dé frutos. Cuando aparece, tu lado inventivo y emprendedor está despierto. Es un momento estupendo para presentar un proyecto, hacer publicidad, promocionarte o aprender una habilidad nueva que aumente tu valor. Su don es el ingenio práctico y una ligereza que hace que los negocios parezcan un juego. Su sombra es el atajo del pícaro: decirle a la gente lo que quiere oír, hacer trampas pequeñas o esquivar responsabilidades a base de encanto. Trabaja con esta carta uniendo su astucia a la honestidad. Que tus ideas sean audaces y tus tratos, transparentes. Pregúntate qué puede ofrecer tu creatividad a los demás, no solo lo que puede darte. Juega con las posibilidades, pero cumple lo que prometes. Esa combinación convierte a un mercader ingenioso en uno de confianza.',
    keywords: [
      'espíritu emprendedor',
      'don de vender',
      'creatividad',
      'empresa juvenil',
      'encanto',
      'ingenio práctico',
    ],
    essence: 'un ingenio rápido y emprendedor que ve el valor de las ideas',
    counsel: 'Presenta tu idea con audacia y asegúrate de poder cumplir cada palabra que prometes.',
  },
  'Q♦': {
    title: 'La bolsa generosa',
    description:
      'La Reina de Diamantes es la que cuida los recursos. Sabe cómo hacer que un hogar se sienta abundante, cómo cuidar de las personas con medios prácticos y cómo convertir el buen gusto y la generosidad en algo que otros puedan disfrutar. Su maestría es de servicio: administrar bien la riqueza para que sostenga la vida, en lugar de perseguirla por sí misma. Cuando aparece, tienes a tu alcance su don para organizar, recibir invitados, llevar un presupuesto sensato e invertir en lo que amas. Su lado de sombra es la afición a gastar como consuelo, o medir el amor por lo que podemos dar, lo que puede dejarnos cansados y poco valorados. También puede sentirse dividida entre desear lo mejor y querer regalarlo todo. Trabaja con esta carta haciendo que tu generosidad sea sostenible. Reserva algo para ti antes de cuidar de todos los demás y deja que el buen gusto sirva al buen juicio. Elige pocas cosas de verdadera calidad antes que muchas sin sentido. Cuidados así, tus recursos se convierten en un huerto que alimenta a muchos.',
    keywords: [
      'cuidar los recursos',
      'generosidad',
      'buen gusto',
      'buena administración',
      'servicio',
      'hospitalidad',
    ],
    essence: 'una mano generosa y protectora con los recursos',
    counsel: 'Págate primero a ti y después da con generosidad de lo que de verdad sobra.',
  },
  'K♦': {
    title: 'El guardián del tesoro',
    description:
      'El Rey de Diamantes tiene autoridad en el mundo del valor. Es la carta del líder empresarial, del inversor sabio y de la persona que entiende lo que las cosas valen de verdad. Su maestría viene de la experiencia: saber cuándo comprometerse, cuándo esperar y cómo construir algo que dure más allá de una buena temporada. Cuando aparece, te invita a tomar las riendas de tu vida material con serena confianza, a tomar decisiones, a liderar un proyecto o a aconsejar a otros desde lo que has aprendido. Su don es el buen juicio y una fuerza firme y protectora en la que otros pueden apoyarse. Su sombra es la rigidez, la tendencia a valorarlo todo, personas incluidas, por su precio, y a aferrarse al control mucho después de que compartirlo fuera lo mejor. Trabaja con esta carta pensando a largo plazo. Pregúntate qué estás construyendo y a quién servirá dentro de diez años. Dirige con justicia, acepta consejos con la misma facilidad con que los das y deja que tu patrimonio, sea del tamaño que sea, lleve adelante tus valores.',
    keywords: [
      'autoridad',
      'liderazgo empresarial',
      'buen juicio',
      'visión a largo plazo',
      'dominio del valor',
      'buena administración del patrimonio',
    ],
    essence: 'el juicio experimentado de quien sabe lo que valen las cosas',
    counsel: 'Toma tu próxima decisión de dinero como si construyeras algo que debe durar diez años.',
  },
  'A♠': {
    title: 'La semilla secreta',
    description:
      'El As de Picas es el comienzo más profundo de la baraja. Habla del anhelo de saber, de comprender lo que hay bajo la superficie de la vida y, a través de ese saber, de cambiar. Es una carta de ambición y de trabajo, de proyectos nuevos y de nuevos comienzos en la salud o en los hábitos, y también de transformación interior: el final de una manera de ser para que otra pueda empezar. Mucha gente siente el misterio que encierra, y con razón: es la carta de los secretos, del estudio y del trabajo oculto del alma. Su don es una voluntad poderosa y un hambre de sentido que puede llevar a logros extraordinarios. Su sombra es el secreto que aísla, o una ambición que empuja tanto que se olvida del cuerpo y del corazón. Trabaja con esta carta eligiendo un área de tu vida que esté lista para renovarse y empezando en silencio. Estúdiala, practica a diario y deja que el cambio eche raíces antes de anunciarlo. La transformación rara vez grita; crece con constancia a partir de una sola semilla sincera.',
    keywords: [
      'nuevos comienzos',
      'transformación',
      'ambición',
      'secretos',
      'estudio',
      'fuerza de voluntad',
      'renovación',
    ],
    essence: 'un deseo profundo de saber y la voluntad de volver a empezar',
    counsel:
      'Empieza una práctica diaria y silenciosa que te renueve, y guárdatela para ti hasta que haya echado raíces.',
  },
  '2♠': {
    title: 'Dos en el mismo taller',
    description:
      'El Dos de Picas es la carta de trabajar codo con codo. Habla de la alianza en el trabajo y en la vida, de amigos y colegas que aligeran la carga y de la fuerza que nace de la cooperación. Hay sabiduría en ella: reconocer que pocas cosas duraderas se construyen en solitario. Cuando aparece esta carta, una alianza de trabajo, una amistad o un proyecto compartido puede pasar a primer plano, o quizá te inviten a unir fuerzas con alguien. Su don es la lealtad, el compañerismo y la capacidad de colaborar a fondo. Su sombra es un miedo callado a tener que enfrentarse a todo en soledad, que puede hacernos aferrarnos a alianzas que ya no encajan o evitar conversaciones necesarias para no romper la paz. Trabaja con esta carta diciendo con claridad lo que cada uno aporta y necesita. Reparte el trabajo con justicia, da las gracias a menudo y habla pronto cuando algo te parezca desigual. Los buenos compañeros no son los que nunca discrepan, sino los que siguen presentándose para el trabajo que comparten.',
    keywords: [
      'alianza',
      'cooperación',
      'amistad',
      'trabajo en equipo',
      'compañerismo',
      'esfuerzo compartido',
    ],
    essence: 'la fuerza constante de trabajar codo con codo',
    counsel:
      'Pregunta a un compañero de confianza qué necesita de ti y dile con claridad lo que necesitas tú.',
  },
  '3♠': {
    title: 'El oficio inquieto',
    description:
      'El Tres de Picas es una carta de artista, llena de fuerza creativa dirigida al trabajo. A menudo trae más de una ocupación, varios proyectos en paralelo o un talento que se expresa de muchas formas. Esa versatilidad es un don real, pero puede volverse tensión: demasiados hilos, muy poco descanso y una mente que se preocupa por la salud, los plazos o por si ha elegido el camino correcto. Cuando aparece esta carta, tu creatividad en el trabajo está en alza, y también la necesidad de administrar bien tu energía. Su don es un trabajo inventivo y expresivo que se siente vivo. Su sombra es la indecisión, el exceso de trabajo y un estrés que el cuerpo acaba señalando. Trabaja con esta carta dando a tu creatividad un recipiente claro: un horario, una hora de taller, una lista corta de prioridades. Observa dónde te agota la preocupación y respóndele con descanso, movimiento o una conversación sencilla. Elige, por ahora, cuál de tus talentos va delante. La energía creativa bien administrada se convierte en tu mejor medicina.',
    keywords: [
      'trabajo creativo',
      'versatilidad',
      'muchos proyectos',
      'indecisión',
      'estrés',
      'oficio artístico',
    ],
    essence: 'una inquietud creativa que quiere hacer y crear muchas cosas',
    counsel:
      'Elige el proyecto que merece tus mejores horas esta semana y organiza a su alrededor un descanso de verdad.',
  },
  '4♠': {
    title: 'Cimientos bien puestos',
    description:
      'El Cuatro de Picas es la carta del suelo firme. Habla de un trabajo estable, de buenos hábitos de salud, de una rutina asentada y de la satisfacción profunda del trabajo bien hecho. Está entre las cartas más fiables de la baraja, esa clase de energía que construye una casa ladrillo a ladrillo y lo hace con gusto. Cuando aparece, sugiere un momento para reforzar tus cimientos: tu cuerpo, tu ritmo diario, tus condiciones de trabajo y tu sensación de seguridad. Su don es la resistencia, la paciencia y una tranquilidad muy práctica. Su sombra es la inercia o la terquedad, resistirse al cambio porque lo conocido parece más seguro, o trabajar con tanta regularidad que la vida pierde color. Trabaja con esta carta cuidando lo básico: el sueño, la comida, el movimiento, un espacio de trabajo ordenado y un plan realista. Haz ahora las tareas sólidas y poco vistosas, y te sostendrán durante años. Luego deja un pequeño espacio para el placer y la sorpresa. Unos cimientos firmes no son una jaula; son lo que te permite mantenerte en pie.',
    keywords: ['estabilidad', 'salud', 'trabajo constante', 'seguridad', 'rutina', 'satisfacción'],
    essence: 'un suelo firme en el trabajo, la salud y la vida diaria',
    counsel:
      'Refuerza un hábito diario que mantenga estables tu cuerpo y tu trabajo, y deja que se vuelva rutina.',
  },
  '5♠': {
    title: 'La linterna del viajero',
    description:
      'El Cinco de Picas es una carta de movimiento en nuestra forma de vivir y de trabajar. Trae cambios de empleo, de domicilio, de estilo de vida; puede traer viajes, una rutina nueva o, simplemente, un deseo inquieto de ver de qué otra manera podría vivirse la vida. Su energía es aventurera y curiosa, a veces impaciente con todo lo que se parezca a un encierro. Cuando aparece esta carta, es probable que haya cambios en el trabajo, la salud o el hogar, y muchos de ellos se pueden elegir en lugar de padecer. Su don es la libertad y la amplia experiencia que vuelve sabia a una persona. Su sombra es huir de la incomodidad en lugar de avanzar hacia algo, empezar de cero una y otra vez sin terminar nada. Trabaja con esta carta preguntándote hacia dónde vas, no solo qué dejas. Haz cambios con un propósito, cuida tu cuerpo mientras viajas o cambias de rutina y conserva una o dos anclas que vayan contigo a todas partes. Un viaje con linterna es una aventura; sin ella, es solo deambular.',
    keywords: ['cambio', 'viajes', 'nuevo estilo de vida', 'libertad', 'inquietud', 'aventura'],
    essence: 'un deseo aventurero de cambiar tu forma de vivir y de trabajar',
    counsel: 'Antes de hacer un cambio, anota hacia dónde te diriges y no solo lo que dejas.',
  },
  '6♠': {
    title: 'Las semillas y sus frutos',
    description:
      'El Seis de Picas es la carta de la causa y el efecto en el trabajo, la salud y el destino. Nos recuerda que nos convertimos en lo que repetimos, y que el presente lo moldean decisiones tomadas antes. Puede sonar pesado, pero es profundamente esperanzador: si el pasado nos trajo hasta aquí, las decisiones constantes de hoy pueden llevarnos a un lugar mejor. Cuando aparece esta carta, los esfuerzos antiguos pueden dar fruto, algunas responsabilidades pueden vencer y quizá sientas que la vida te pide asumir un papel más claro en tu propia historia. Su don es un sentido de propósito y la capacidad de mantenerse firme durante largas temporadas de esfuerzo. Su sombra es la resignación, la sensación de que todo está escrito y no puede cambiar, o posponer una decisión hasta que la vida la tome por nosotros. Trabaja con esta carta actuando en lugar de esperar. Mira un hábito, un compromiso o un asunto de salud que hayas aplazado y asúmelo a conciencia. El destino se escribe con acciones pequeñas y constantes, y tú sostienes la pluma más de lo que crees.',
    keywords: ['causa y efecto', 'responsabilidad', 'destino', 'karma', 'propósito', 'decisiones constantes'],
    essence: 'la clara conciencia de que las decisiones de hoy dan forma a la vida de mañana',
    counsel: 'Retoma hoy un compromiso aplazado y dale una atención constante en lugar de esperar.',
  },
  '7♠': {
    title: 'Fe en el sendero de montaña',
    description:
      'El Siete de Picas es una carta de desafío espiritual, y recompensa una respuesta valiente y amable. A menudo habla de obstáculos en el trabajo o en la salud que parecen cerrar el paso y que resultan ser invitaciones a confiar, a aflojar y a ver con más claridad. Si los recibimos con miedo, los problemas pueden parecer más grandes de lo que son; si los recibimos con fe, se convierten en maestros. Su don es la fuerza interior para elevarse por encima de las circunstancias y encontrar una paz que no depende de que todo salga como queremos. Su sombra es la preocupación, la sensación de llevar demasiado peso, o aferrarse a una lucha porque soltarla parece rendirse. Cuando aparece esta carta, presta una atención amable a tu cuerpo y a tu carga de trabajo, y pregúntate qué puedes soltar en lugar de cuánto más puedes cargar. Descansa, respira y pide ayuda donde haga falta. El sendero puede ser empinado, pero cada paso dado con fe aligera la subida.',
    keywords: ['desafío espiritual', 'fe', 'soltar', 'salud', 'superar obstáculos', 'paz interior'],
    essence: 'un sendero empinado que enseña la fe y el arte de soltar',
    counsel: 'Cada día, deja una carga que has llevado a solas y pide ayuda con ella.',
  },
  '8♠': {
    title: 'La voluntad de hierro',
    description:
      'El Ocho de Picas es una de las cartas más fuertes de la baraja. Habla del poder que nace del esfuerzo: la resistencia, el aguante, la voluntad de llevar algo hasta el final y la capacidad de trabajar más que la mayoría. Puede traer una salud robusta y la fuerza para superar obstáculos, y a menudo marca un momento en que la determinación da sus frutos. Su don es el dominio de la voluntad, la capacidad de concentrar tu energía y mover montañas piedra a piedra. Su sombra es el abuso de esa fuerza: ir más allá de los límites del cuerpo, forzar los resultados o convertir la fortaleza en un control terco sobre los demás. Cuando aparece esta carta, quizá te sientas capaz de afrontar lo que venías evitando, y eso merece respeto. Trabaja con ella dirigiendo tu fuerza hacia una meta valiosa y tratando el descanso como parte del entrenamiento y no como una debilidad. Usa el empuje de esta carta para vencer tus propios hábitos antes de intentar cambiar a nadie. La voluntad bien dirigida es uno de los grandes dones de la vida.',
    keywords: ['fuerza de voluntad', 'fortaleza', 'resistencia', 'salud', 'determinación', 'maestría'],
    essence: 'una reserva profunda de fuerza y de voluntad',
    counsel:
      'Dirige tu fuerza a una meta valiosa y programa el descanso con la misma seriedad que el esfuerzo.',
  },
  '9♠': {
    title: 'El claro del bosque',
    description:
      'El Nueve de Picas es la gran carta de la culminación, y se entiende mejor si imaginamos un bosque después de que caigan los árboles viejos: la luz llega al suelo y empieza a crecer lo nuevo. Esta carta habla de finales en el trabajo, la salud, los hábitos o las formas de vida, de dejar ir lo que ya cumplió su propósito y de darnos a los demás con generosidad. Es una carta profundamente espiritual, que nos pide aflojar el apego a lo personal y abrirnos a algo más amplio. Su don es la sabiduría, la compasión y un amor universal que nace de haber soltado mucho. Su sombra es resistirse a finales que ya están listos para llegar, o quedarse en la pérdida mucho después de que el duelo haya hecho su trabajo de sanación. Cuando aparece esta carta, puede que algo esté terminando; recíbelo con cariño y no con alarma. Trabaja con ella completando lo que puedas, perdonando lo que puedas y cuidando con suavidad tu cuerpo durante cualquier transición. Da tu tiempo allí donde de verdad ayude. Cada claro deja entrar la luz.',
    keywords: ['culminación', 'finales', 'soltar', 'transformación', 'compasión', 'dar', 'sabiduría'],
    essence: 'un claro donde los finales dejan sitio a lo que crece de nuevo',
    counsel: 'Termina o suelta algo que ya cumplió su ciclo, y hazlo con gratitud y no con pesar.',
  },
  '10♠': {
    title: 'El trabajo bien hecho',
    description:
      'El Diez de Picas es la carta del logro a través del esfuerzo. Habla del éxito en el trabajo, de proyectos terminados, de metas alcanzadas y de una reputación ganada con constancia. Su energía es ambiciosa e incansable, y suele aparecer cuando el trabajo duro está a punto de dar resultados visibles. Cuando aparece esta carta, quizá tu capacidad de logro esté en su punto más alto: buen momento para terminar, lanzar, presentarte o construir. Su don es la satisfacción de un trabajo significativo y bien hecho, y la confianza que crece con ella. Su sombra es dejar que el trabajo se lo trague todo, medir tu valor solo por lo que produces o descuidar la salud y a los seres queridos camino de la cima. Trabaja con esta carta eligiendo la meta que más importa y dándole tu mejor esfuerzo, concentrado, y después da un paso atrás para disfrutar de lo que has hecho. Mantén el equilibrio entre esforzarte y vivir. El éxito nutre más cuando todavía queda alguien, tú incluido, lo bastante descansado para celebrarlo.',
    keywords: ['logro', 'éxito en el trabajo', 'realización', 'constancia', 'ambición', 'resultados'],
    essence: 'la satisfacción de un trabajo llevado hasta un éxito real',
    counsel:
      'Termina el trabajo más importante que tienes delante y luego tómate tiempo de verdad para disfrutarlo.',
  },
  'J♠': {
    title: 'Máscaras y espejos',
    description:
      'La Jota de Picas es la más misteriosa de las cartas jóvenes. Es el iniciado creativo en un camino espiritual, dotado para la actuación, el oficio y la invención, y capaz de interpretar muchos papeles con soltura. Por tradición es también una carta del pícaro, el listo que sabe escurrirse entre las reglas. Esa doble naturaleza es toda su lección. Bien usado, su talento para reinventarse se vuelve arte, lucidez y el valor de transformarse; usado sin cuidado, se vuelve evasión o la costumbre de esconderse tras máscaras. Cuando aparece esta carta, tu curiosidad creativa y espiritual está despierta, y quizá te atraiga aprender, actuar o explorar preguntas más hondas. Su don es la imaginación y la capacidad de ver más allá de las apariencias. Su sombra es la falta de honestidad, con otros o con uno mismo, sobre los atajos que tomamos. Trabaja con esta carta sacando tu ingenio a la luz. Crea con audacia, estudia algo que te haga crecer y sé tú quien dice la verdad. La mejor máscara es la que puedes quitarte.',
    keywords: [
      'creatividad',
      'iniciación',
      'actuación',
      'reinvención',
      'pícaro',
      'curiosidad espiritual',
      'lucidez',
    ],
    essence: 'un espíritu dotado e inventivo que aprende a no llevar máscara',
    counsel: 'Pon tu ingenio en algo que crees a la vista de todos y di la verdad sin rodeos donde importa.',
  },
  'Q♠': {
    title: 'La gracia en el trabajo',
    description:
      'La Reina de Picas es la carta de la maestría a través del servicio. Habla de competencia, de la persona capaz que mantiene todo en marcha, y del trabajo más profundo de dominarse a uno mismo: los estados de ánimo, los hábitos y la voluntad. A menudo trae una fuerte ética de trabajo, un don para organizar y un instinto de servicio, y en su mejor expresión representa una sabiduría ganada con la práctica. Cuando aparece esta carta, te invita a llevar una destreza serena a tu trabajo y a tu salud, y a notar dónde podrías guiar con el ejemplo callado. Su don es la autodisciplina unida al cuidado de los demás. Su sombra es perderse en el trabajo, servir a todos mientras te descuidas, o conformarte con menos de lo que merecen tus capacidades porque el esfuerzo parece más seguro que el cambio. Trabaja con esta carta cuidando tu bienestar con la misma diligencia que pones en tus obligaciones. Marca un límite que proteja tu energía y usa el tiempo que libere para aprender algo que te eleve. La maestría empieza por la amabilidad con que te gestionas a ti mismo.',
    keywords: [
      'dominio de uno mismo',
      'servicio',
      'competencia',
      'ética de trabajo',
      'organización',
      'sabiduría ganada',
    ],
    essence: 'la competencia serena de quien aprende a dominarse a sí mismo',
    counsel:
      'Protege esta semana una hora para tu bienestar con la misma firmeza con que proteges tus obligaciones.',
  },
  'K♠': {
    title: 'La corona inmóvil',
    description:
      'El Rey de Picas es la carta del Maestro, la más alta de la baraja. Es una carta fija: en todas las tiradas conserva el mismo lugar y nunca se mueve, y esa quietud forma parte de su significado. Habla de la sabiduría ganada con la experiencia, del dominio del trabajo, de una autoridad que se apoya en el conocimiento y de una voluntad lo bastante fuerte para dar forma a una vida. Su presencia en una lectura trae estabilidad y recuerda que puedes dirigir desde un centro sereno. El don de esta carta es una competencia profunda y la capacidad de mirar a largo plazo; la gente suele acudir a su energía en busca de guía. Su sombra es la terquedad o el aislamiento: aferrarse tanto al propio camino que nada nuevo puede entrar, o cargar con todo a solas porque nadie más parece capaz. Trabaja con esta carta asumiendo plenamente la responsabilidad y compartiéndola después con sabiduría. Enseña lo que sabes, decide desde los principios y no desde la presión, y sigue abierto a aprender. La verdadera maestría es lo bastante fuerte para ser amable y lo bastante segura para seguir creciendo.',
    keywords: [
      'maestría',
      'sabiduría',
      'autoridad',
      'liderazgo',
      'carta del maestro',
      'estabilidad',
      'carta fija',
    ],
    essence: 'la autoridad serena de una sabiduría ganada a pulso',
    counsel:
      'Toma tu próxima decisión importante desde tus principios y no desde la presión, y comparte lo que sabes.',
  },
};

import type { CardText } from '../../types.js';
import type { HeartsClubsKey } from '../types.js';

/** A♥ … K♥, A♣ … K♣ and the Joker in Spanish: written anew from the English, not word for word. Their names
 * are in names.ts. */
export const HEARTS_CLUBS_JOKER: Readonly<Record<HeartsClubsKey, CardText>> = {
  'A♥': {
    title: 'La semilla del anhelo',
    description:
      'El As de Corazones es la primera carta de toda la baraja y trae el primer latido del corazón: el deseo de amar, de ser amado y de empezar algo que de verdad te importa. Cuando esta carta es la tuya, los sentimientos suelen llegar pronto y piden que actúes. Puede que sientas un anhelo de cercanía mucho antes de saber ponerle nombre, o que te atraiga formar una familia, una amistad o un proyecto creativo al que entregar tu cariño. Su don es el valor del corazón: a menudo eres tú quien da el primer paso. Su sombra es la impaciencia, la costumbre de esperar que otros te demuestren que mereces amor, o de vivir tan ocupado que el anhelo no se escucha. Trabaja con esta energía diciendo con palabras sencillas lo que quieres y dando después un paso pequeño y concreto hacia ello. El amor que nace del respeto por uno mismo suele durar, y el As premia a quien cuida la semilla además de plantarla.',
    keywords: [
      'deseo de amar',
      'nuevos comienzos',
      'valor del corazón',
      'ambición',
      'amor propio',
      'iniciativa',
    ],
    essence: 'un anhelo nuevo de cercanía y el valor de abrir un capítulo distinto del corazón',
    counsel: 'Di en una sola frase sencilla lo que quiere tu corazón y da hoy un pequeño paso hacia ello.',
  },
  '2♥': {
    title: 'El lazo de los enamorados',
    description:
      'El Dos de Corazones es la carta de los Enamorados, la imagen de dos personas que se encuentran y se eligen. Habla de romance, pero también de amistad, de buena compañía y del sencillo alivio de sentirse comprendido. Pertenece a la Familia Mística: es una carta semifija que solo intercambia su lugar con su compañera, el As de Tréboles, de modo que conserva una estabilidad poco común mientras el resto de la baraja se mueve a su alrededor. Muchas personas con esta carta descubren que su vida la moldean unos pocos vínculos profundos más que muchos pasajeros. Su don es la calidez, la lealtad y un talento natural para la vida en pareja. Su sombra puede ser el miedo a quedarse solo, que lleva a aferrarse demasiado o a plegarse a los planes de otra persona. El trabajo práctico consiste en conservar tu propia voz dentro de la unión. Pide lo que necesitas, escucha lo que necesita el otro y deja que la cercanía sea un lugar donde los dos crezcan.',
    keywords: ['unión', 'enamorados', 'pareja', 'amistad', 'lealtad', 'familia mística'],
    essence: 'el encuentro cálido de dos corazones y la promesa de una verdadera alianza',
    counsel: 'Dile a quienes tienes más cerca lo que necesitas de ellos y pregúntales lo mismo a cambio.',
  },
  '3♥': {
    title: 'El corazón de muchas estancias',
    description:
      'El Tres de Corazones lleva la creatividad al terreno de los sentimientos. Es la carta del corazón con muchas estancias: puedes amar de varias maneras a la vez, ver todos los lados de una relación y expresar la emoción con palabras, música, color o juego. Esa amplitud es un don: te vuelve comprensivo, ingenioso y casi nunca aburrido. La otra cara de la misma moneda es la indecisión y la preocupación. Cuando el cariño tiene más de un camino posible, puedes dudar, cuestionar lo que sientes o inquietarte pensando si te quieren lo suficiente. Nada de esto es un defecto; es energía creativa que todavía no ha encontrado su cauce. Lo más útil es darle una forma. Escribe la carta, pinta el estado de ánimo, canta la canción. En tus relaciones, elige un paso honesto en lugar de dejar todas las puertas entornadas. La claridad suele llegar después del compromiso, y no al revés, y un corazón en calma se vuelve maravillosamente expresivo.',
    keywords: [
      'creatividad emocional',
      'expresión',
      'variedad en el amor',
      'indecisión',
      'preocupación',
      'imaginación',
    ],
    essence: 'una oleada de sentimiento creativo y una suave invitación a elegir hacia dónde va tu cariño',
    counsel:
      'Convierte una emoción inquieta en algo hecho con tus manos o tus palabras antes de decidir qué significa.',
  },
  '4♥': {
    title: 'El fuego del hogar',
    description:
      'El Cuatro de Corazones es el fuego en el centro de la casa: una llama constante de cariño que calienta a todos los que se reúnen a su alrededor. Habla de la familia, de las amistades leales y de la satisfacción tranquila de saber a dónde perteneces. Si esta carta es la tuya, seguramente valoras la seguridad en el amor y estás dispuesto a trabajar por ella, construyendo confianza día a día. Puedes sentir un fuerte impulso de proteger a los tuyos, y la gente suele sentirse a salvo a tu lado. Su don es la constancia. Su sombra es que la comodidad puede endurecerse en rutina, o la protección convertirse en control, y el miedo al cambio puede impedirte decir lo que hace falta decir. Mantén vivo el fuego alimentándolo. Inventa pequeños rituales, expresa tu gratitud en voz alta y deja entrar algo de novedad en los lazos de siempre. Un hogar del corazón se mantiene fuerte cuando sus puertas y ventanas todavía se abren.',
    keywords: ['hogar', 'familia', 'seguridad emocional', 'satisfacción', 'protección', 'lealtad'],
    essence: 'la calidez serena del hogar, de la familia y de un amor con el que se puede contar',
    counsel:
      'Dile a alguien de tu casa, con palabras, algo que valoras de esa persona y que casi nunca dices.',
  },
  '5♥': {
    title: 'El corazón viajero',
    description:
      'El Cinco de Corazones es el corazón en movimiento. Trae cambios en las relaciones y el deseo de vivir el amor de maneras nuevas: otra ciudad, otro círculo de amigos, una comprensión distinta de lo que necesitas de los demás. Si esta es tu carta, la variedad te nutre, y quizá aprendiste pronto que los sentimientos no son fijos, sino que viajan como el clima. Su don es la apertura: te adaptas, perdonas y estás dispuesto a mirar a las personas con ojos nuevos. Su sombra es la inquietud, las ganas de irte de una situación antes de que haya tenido tiempo de enseñarte algo, o de mantener las relaciones ligeras para que nadie pueda atarte. Intenta distinguir entre crecer y huir. Antes de seguir adelante, pregúntate hacia dónde vas. Cuando el cambio se elige con cuidado, el Cinco se vuelve una aventura compartida y no un rastro de despedidas, y tu curiosidad por el amor se transforma en sabiduría.',
    keywords: ['cambio emocional', 'experiencias nuevas', 'viajes', 'inquietud', 'libertad', 'apertura'],
    essence: 'una temporada de sentimientos cambiantes, caras nuevas y un corazón con ganas de explorar',
    counsel: 'Antes de dejar una situación, escribe hacia dónde vas, no solo lo que dejas atrás.',
  },
  '6♥': {
    title: 'El corazón que pone paz',
    description:
      'El Seis de Corazones es la carta de quien pone paz. Lleva consigo la certeza de que lo que damos en el amor vuelve a nosotros, y de que la armonía en las relaciones se construye con pequeños intercambios justos a lo largo del tiempo. Si esta carta es la tuya, quizá te sientas responsable de mantener la paz en casa o entre amigos, y a menudo eres quien nota que algo se ha desequilibrado. Es un don verdadero: sabes calmar un ambiente y ayudar a otros a reconciliarse. Su sombra es la paz que sale demasiado cara, cuando callas para evitar un conflicto o llevas en secreto la cuenta de los favores pendientes. La ley de causa y efecto de esta carta es suave pero honesta: la bondad sembrada suele volver, y los patrones que no se atienden suelen repetirse. Trabaja con ella saldando viejas deudas del corazón, diciendo con cariño lo difícil y dejando que la verdadera paz descanse en la sinceridad y no en el silencio.',
    keywords: [
      'paz',
      'armonía',
      'responsabilidad en el amor',
      'causa y efecto',
      'justicia',
      'reconciliación',
    ],
    essence: 'la ocasión de recuperar la armonía y de ver volver la bondad que has dado',
    counsel:
      'Salda esta semana una pequeña deuda del corazón: una disculpa, un agradecimiento o una promesa cumplida.',
  },
  '7♥': {
    title: 'La mano abierta del amor',
    description:
      'El Siete de Corazones te invita a amar sin aferrarte. Los sietes son cartas espirituales, y en el palo de los sentimientos este pide fe: confiar en que el amor que das no se pierde aunque no vuelva en la forma que esperabas. Si esta carta es la tuya, las relaciones pueden ser tu gran maestra. Quizá sientas celos, miedo a perder o la impresión de que otros tienen poder sobre tu felicidad. Esos momentos no indican que algo vaya mal en ti; son invitaciones a encontrar dentro de ti una fuente de amor más estable. Su don es una capacidad extraordinaria para el amor incondicional, el perdón y la sanación emocional, en cuanto el miedo afloja. Su sombra es la posesividad, o encerrarte para que no te hieran. Trabaja con ella observando dónde te aferras y eligiendo abrir la mano. Da con libertad, suelta los resultados y deja que las personas sean quienes son. Lo que dejas de agarrar muchas veces vuelve con más calidez que antes.',
    keywords: ['amor incondicional', 'soltar', 'fe', 'perdón', 'sanación emocional', 'confianza'],
    essence: 'una lección de amar con libertad y de confiar en lo que no puedes retener',
    counsel: 'Observa dónde te aferras demasiado en el amor y afloja un poco, con suavidad.',
  },
  '8♥': {
    title: 'El corazón magnético',
    description:
      'El Ocho de Corazones guarda el poder del amor en su forma más intensa: carisma emocional, una presencia cálida que atrae a la gente y la capacidad de sanar y levantar el ánimo a través del sentimiento. Si esta es tu carta, quizá notes que los demás responden a tu estado de ánimo, siguen tu ejemplo o se abren contigo enseguida. Ese magnetismo es un don real, útil en la enseñanza, en los oficios de cuidado, en el escenario y en cualquier papel donde las personas necesiten sentirse vistas. La sombra aparece cuando el encanto se usa para dirigir a la gente en lugar de servirla, o cuando das tanta energía que te quedas sin reservas. El poder del corazón se usa mejor con conciencia. Pregúntate qué quieres crear con tu influencia y elige metas que dejen a los demás más fuertes. El descanso también forma parte de la disciplina. Un corazón lleno puede llenar muchas copas, pero solo si lo recargas a menudo con calma, alegría y la compañía de quienes también dan.',
    keywords: ['poder emocional', 'carisma', 'encanto', 'sanación', 'influencia', 'magnetismo'],
    essence: 'una oleada de calidez y encanto que acerca a la gente hacia ti',
    counsel:
      'Usa hoy tu influencia para levantar el ánimo de una persona y después reserva tiempo de verdad para recargar tu propio corazón.',
  },
  '9♥': {
    title: 'El corazón tan grande como el mundo',
    description:
      'El Nueve de Corazones es el corazón que se ha hecho lo bastante grande para abrazar el mundo. Los nueves traen cierre, y en el palo del amor eso significa aprender a dar sin esperar una respuesta concreta, y dejar que algunas esperanzas personales cedan paso a un amor más amplio por la gente. También forma parte de la Familia Mística, emparejado con el Siete de Diamantes, y tiene una serenidad propia. Si esta carta es la tuya, quizá conozcas bien los finales: amistades que cumplen su ciclo, sueños que cambian de forma. Cada uno, vivido con suavidad, suele volverte más amable y generoso. Su don es la compasión a gran escala, expresada a menudo en el servicio, el arte o el cuidado de muchos. Su sombra es la desilusión que se queda cuando la vida no se parece a la imagen que tenías. Trabaja con ella viviendo el duelo con honestidad y volviéndote después hacia fuera. Pregúntate a quién le vendría bien hoy tu bondad, y deja que el cierre abra espacio a un amor más grande.',
    keywords: [
      'amor universal',
      'culminación',
      'compasión',
      'finales emocionales',
      'generosidad',
      'servicio',
    ],
    essence: 'el cierre sereno de un capítulo emocional y un amor más amplio y generoso',
    counsel:
      'Deja que una vieja herida termine su ciclo y ofrece la bondad que guardaba a alguien que la necesite ahora.',
  },
  '10♥': {
    title: 'El corazón de la reunión',
    description:
      'El Diez de Corazones es el éxito que llega a través de la gente. Es la carta del escenario, de la reunión y del público: la capacidad de conectar con grupos, de cautivar a una audiencia y de convertir una sala en una celebración. Si esta es tu carta, quizá brilles en papeles de cara al público, como enseñar, actuar, recibir a la gente, vender o liderar una comunidad. Su don es una calidez generosa y sociable que hace que los demás se sientan incluidos, unida al impulso de lograr algo visible. Su sombra es depender del aplauso, temer que solo vales lo que tu último éxito, o repartirte entre tanta gente que nadie llegue a conocerte de verdad. Trabaja con ella eligiendo qué círculos importan de verdad e invirtiendo en ellos. Deja que el reconocimiento sea un placer y no una necesidad. Tu mayor logro pueden ser las comunidades que ayudas a crear, donde todos, también tú, tienen su sitio.',
    keywords: ['éxito social', 'grupos', 'público', 'celebración', 'reconocimiento', 'comunidad'],
    essence: 'el éxito con la gente, un público que te acoge y la alegría de formar parte de una comunidad',
    counsel: 'Elige el círculo que más te importa ahora mismo y entrégate a él por completo.',
  },
  'J♥': {
    title: 'El sacrificio del corazón',
    description:
      'La Jota de Corazones se conoce como la carta del sacrificio y ocupa un lugar especial en la baraja. Es una de las tres cartas fijas de la Familia Mística: en todas las tiradas permanece en la misma posición, un punto de quietud pequeño y fiable mientras todo lo demás se mueve. Su energía es la del joven enamorado y la del ayudante entregado, alguien que da desde el corazón y se siente llamado a servir a algo más grande que su propia comodidad. Si esta carta es la tuya, quizá encuentres un sentido profundo en cuidar de otros, en la familia o en una causa. Es un don verdadero. La sombra aparece cuando dar se convierte en martirio, cuando te sacrificas por culpa o esperando reconocimiento, o cuando el romance juvenil esquiva las responsabilidades adultas. Trabaja con ella dando con libertad y por elección, con límites claros. Un sacrificio hecho con alegría eleva a todos; uno hecho con resentimiento no ayuda a nadie. Tu serenidad puede ser un regalo para quienes te rodean.',
    keywords: [
      'sacrificio',
      'entrega',
      'amor juvenil',
      'servicio',
      'generosidad',
      'carta fija',
      'familia mística',
    ],
    essence: 'una llamada a dar desde el corazón, con libertad y por decisión propia',
    counsel:
      'Da allí donde tu corazón dice que sí, y di un no amable y claro donde dar se convertiría en resentimiento.',
  },
  'Q♥': {
    title: 'La reina que cuida',
    description:
      'La Reina de Corazones es el corazón que cuida en la plenitud de sus dones. Es la madre, la anfitriona y la artista, alguien que ama a través del cuidado, de la belleza y del gusto por hacer que los demás estén a gusto. Si esta carta es la tuya, quizá tengas un talento natural para crear un hogar acogedor, para criar o acompañar a otros, o para un arte que conmueve. El servicio es su maestría: sabe amar de maneras prácticas. Su don es la ternura unida a la destreza. Su sombra es un gusto por la comodidad que puede volverse exceso, ya sea en la comida, en el romance o en el camino fácil, o la costumbre de cuidar de todos menos de ti. Trabaja con esta carta dando a tu cuidado un destino que valga la pena, y dirigiendo parte de él hacia ti. Descansa, disfruta de la belleza y luego pon tus dones en marcha. Cuando el placer y el propósito caminan juntos, la calidez de la Reina se vuelve una bendición duradera para todos los que están a su alcance.',
    keywords: ['cuidado', 'maternidad', 'belleza', 'hospitalidad', 'arte', 'servicio por amor', 'bienestar'],
    essence: 'un cuidado tierno, la belleza y el don de hacer que los demás se sientan en casa',
    counsel: 'Cuídate hoy con la misma ternura que tan fácilmente ofreces a todos los demás.',
  },
  'K♥': {
    title: 'El rey de la autoridad amable',
    description:
      'El Rey de Corazones es la maestría del corazón. Los reyes llevan autoridad, y este gobierna con calidez y comprensión, no con fuerza. Es la figura paterna, el amigo sabio y el líder al que la gente sigue porque se siente cuidada. Si esta carta es la tuya, quizá tengas el don de percibir lo que sienten los demás y de guiarlos con amabilidad, ya sea en una familia, en un aula o en una empresa. A menudo sientes una responsabilidad hacia mucha gente a la vez, como si tu corazón tuviera una casa grande que atender. Su don es la sabiduría emocional puesta en práctica. Su sombra es la tentación de usar esa comprensión para controlar, o de acumular más compromisos afectivos de los que puedes honrar. Trabaja con esta carta guiando desde el corazón y cumpliendo tu palabra. Elige compromisos que de verdad puedas mantener y deja que tu autoridad descanse en la justicia. A un rey de corazones se le mide por lo bien que prosperan los demás bajo su cuidado.',
    keywords: [
      'maestría emocional',
      'paternidad',
      'liderazgo amable',
      'sabiduría',
      'responsabilidad',
      'generosidad',
    ],
    essence: 'una sabiduría emocional serena y la autoridad para guiar a otros con amabilidad',
    counsel: 'Guía con calidez y haz solo las promesas que estés dispuesto a cumplir.',
  },
  'A♣': {
    title: 'La sed de saber',
    description:
      'El As de Tréboles es la chispa de la curiosidad: la sed de saber, de preguntar, de entender y de compartir lo aprendido. Es el principio de toda idea, el momento en que una pregunta se convierte en búsqueda. Esta carta pertenece a la Familia Mística. Es semifija y solo intercambia su lugar con su compañera, el Dos de Corazones, así que su estabilidad está entretejida con el amor. Muchas personas con esta carta descubren que el conocimiento y el afecto van muy unidos para ellas, y que anhelan a alguien con quien conversar sus ideas. Su don es el entusiasmo, una mente rápida y un amor por aprender que puede inspirar a otros. Su sombra es la impaciencia: querer respuestas al instante, pasar a otra cosa antes de que una idea madure o sentirse inquieto cuando el corazón no está alimentado. Trabaja con ella siguiendo una sola pregunta a fondo en lugar de muchas por encima, y compartiendo tus descubrimientos con personas de confianza. La curiosidad se vuelve sabiduría cuando la dejas echar raíces.',
    keywords: [
      'curiosidad',
      'deseo de saber',
      'ideas nuevas',
      'entusiasmo',
      'aprendizaje',
      'familia mística',
    ],
    essence: 'una pregunta nueva y luminosa y las ganas de salir a buscar su respuesta',
    counsel: 'Elige la pregunta que más te entusiasma y dedícale una hora sin prisas.',
  },
  '2♣': {
    title: 'El encuentro de las mentes',
    description:
      'El Dos de Tréboles es el encuentro de dos mentes. Es la carta de la conversación, del intercambio de ideas y de las amistades que se construyen hablando, debatiendo y descubriendo juntos. Si esta carta es la tuya, quizá pienses mejor en voz alta y te sientas más vivo cuando alguien piensa a tu lado. Las alianzas en el trabajo y en el estudio suelen importarte tanto como el romance. Su don es una comunicación viva y cautivadora, y la capacidad de encontrar puntos en común. Su sombra puede ser un miedo callado a la soledad, que lleva a aferrarse a la compañía, o una tendencia a que la conversación se afile hasta volverse discusión. Ambas nacen del mismo deseo: ser escuchado y comprendido. Trabaja con ella practicando la otra mitad del diálogo. Escucha hasta el final antes de responder, haz preguntas cuya respuesta no conozcas y pasa algo de tiempo a solas con tus pensamientos, para que la compañía sea una elección y no una necesidad. Un buen compañero de ideas duplica cada descubrimiento.',
    keywords: ['conversación', 'alianza mental', 'diálogo', 'cooperación', 'compañía', 'debate'],
    essence: 'una buena conversación y alguien que te ayuda a pensar con más claridad',
    counsel: 'En tu próxima conversación importante, escucha hasta el final antes de preparar tu respuesta.',
  },
  '3♣': {
    title: 'La pluma inquieta',
    description:
      'El Tres de Tréboles es la mente creativa a toda velocidad. Trae un don para las palabras y las ideas: escribir, hablar, vender, inventar, encontrar diez maneras de decir lo mismo. Si esta carta es la tuya, tu mente probablemente va rápido y en muchas direcciones, lo que te hace ingenioso, resolutivo y una compañía estupenda. Los treses también traen indecisión, y en el palo del pensamiento eso puede aparecer como preocupación. Una mente ocupada puede dar vueltas a un problema sin aterrizar, dudar de sus decisiones o temer que no haya suficiente dinero, tiempo u oportunidades. Esas preocupaciones suelen ser energía creativa sin un lugar adonde ir. Dáselo. Escribe las cosas, convierte la ansiedad en planes y elige un proyecto para terminarlo antes de empezar el siguiente. La variedad siempre te alimentará, así que incorpórala a tus días a propósito. Cuando haces las paces con tu mente de muchas caras, se convierte en una fuente de obra original.',
    keywords: [
      'pensamiento creativo',
      'escritura',
      'expresión personal',
      'indecisión',
      'preocupación',
      'versatilidad',
    ],
    essence: 'un torrente de ideas y palabras que busca su cauce',
    counsel:
      'Escribe tus preocupaciones como una lista de próximos pasos y termina un proyecto antes de empezar otro.',
  },
  '4♣': {
    title: 'La mente ordenada',
    description:
      'El Cuatro de Tréboles es la mente estable: buen juicio, pensamiento práctico y la satisfacción de saber qué crees y por qué. Si esta carta es la tuya, quizá tengas un don para ordenar la información, enseñar con claridad o dar consejos en los que otros pueden confiar. Tu palabra suele tener peso porque se apoya en la experiencia. Los cuatros traen estabilidad, y en el palo del conocimiento eso puede significar una vida mental tranquila y ordenada, y un talento para crear estructuras que perduran. Su sombra es que la firmeza puede volverse terquedad. Las opiniones asentadas pueden cerrar la puerta a nuevos datos, y el deseo de certeza puede hacer que el cambio resulte incómodo. Trabaja con esta carta dejando siempre una ventana abierta. Lee algo que te cuestione, pide otros puntos de vista antes de decidir y recuerda que los cimientos más sólidos son los que se pueden mejorar. Tu estabilidad se vuelve un verdadero don cuando va de la mano de la curiosidad.',
    keywords: [
      'estabilidad mental',
      'buen juicio',
      'consejo claro',
      'organización',
      'satisfacción',
      'convicción',
    ],
    essence: 'un pensamiento claro, un buen juicio y una mente serena y ordenada',
    counsel:
      'Antes de dar por cerrada una opinión, lee o pide un punto de vista que discrepe honestamente del tuyo.',
  },
  '5♣': {
    title: 'El viajero curioso',
    description:
      'El Cinco de Tréboles es el viajero curioso. Trae una mente inquieta y buscadora que aprende mejor yendo, viendo y probando por sí misma. Si esta carta es la tuya, quizá te encanten los viajes, los temas nuevos, las caras desconocidas y las conversaciones con extraños. La variedad no es un lujo para ti: es lo que mantiene vivo tu pensamiento. Su don es una mente abierta y un gran caudal de experiencias que te hace adaptable e interesante. Su sombra es la tendencia a cambiar de opinión, de planes o de rumbo antes de que nada haya tenido tiempo de asentarse, dejando hilos sueltos por el camino. Otros pueden verlo como inconstancia cuando en realidad es hambre de lo nuevo. Trabaja con ella dándole un hogar a tu inquietud. Planea tus aventuras a conciencia, estudia algún tema en profundidad además de en extensión y mantén firmes unos pocos compromisos mientras el resto de la vida se mueve. Un viajero con brújula ve mucho más que quien solo deambula.',
    keywords: [
      'curiosidad',
      'viajes',
      'cambio de opinión',
      'inquietud',
      'experiencias nuevas',
      'adaptabilidad',
    ],
    essence: 'una curiosidad inquieta, horizontes nuevos y las ganas de aprender sobre la marcha',
    counsel:
      'Planea a propósito tu próximo cambio y mantén firme un compromiso mientras todo lo demás se mueve.',
  },
  '6♣': {
    title: 'El guardián de la palabra verdadera',
    description:
      'El Seis de Tréboles es la carta de la palabra verdadera. Lleva un sentido de responsabilidad por lo que dices y sabes, y a menudo una intuición tranquila que percibe lo correcto antes de poder explicarlo. Si esta carta es la tuya, quizá te sientas llamado a hablar, enseñar o escribir de un modo que ayude a otros a encontrar su camino, y quizá notes que tus palabras pesan más de lo que esperas. Los seises hablan de causa y efecto: lo que piensas y dices da forma a lo que vuelve a ti. Su don es la lucidez y una mente en paz cuando vives de acuerdo con tus valores. Su sombra es la tendencia a esperar que la vida actúe en lugar de actuar tú, o a callar lo que sabes. Trabaja con ella confiando en tu voz interior y hablando con honestidad y suavidad. Cumple tus promesas, comprueba los datos y deja que tus palabras sean una fuente de paz para quienes las escuchan.',
    keywords: [
      'palabra sincera',
      'intuición',
      'responsabilidad',
      'causa y efecto',
      'paz mental',
      'orientación',
    ],
    essence: 'un saber interior callado y la responsabilidad de decirlo con honestidad',
    counsel: 'Di la verdad con suavidad y cumple cada promesa que hagas con tus palabras.',
  },
  '7♣': {
    title: 'La mente que elige la fe',
    description:
      'El Siete de Tréboles es la mente que aprende a confiar. Los sietes traen desafíos espirituales, y en el palo del pensamiento eso significa el trabajo de elegir la fe antes que el miedo. Si esta carta es la tuya, quizá tengas una mente dotada y perceptiva que ve más allá de lo evidente, con una inclinación natural hacia la filosofía, la espiritualidad o el estudio profundo. Esa misma sensibilidad puede hacerte propenso a la duda o al pensamiento negativo, sobre todo cuando la vida no sale como esperabas. El desafío no es dejar de pensar, sino notar qué pensamientos vale la pena conservar. Su don es el conocimiento inspirado, el que llega cuando la mente está en calma. Su sombra es la preocupación que se alimenta de sí misma. Trabaja con ella creando momentos regulares de quietud, escribiendo tus miedos para poder mirarlos con claridad y soltando las creencias que solo te empequeñecen. Cuando confías en el proceso, tu mente se vuelve una fuente de lucidez para los demás.',
    keywords: [
      'conocimiento espiritual',
      'fe antes que miedo',
      'desafío mental',
      'lucidez',
      'soltar',
      'quietud',
    ],
    essence: 'una prueba de confianza para la mente y la inspiración que llega al soltar',
    counsel:
      'Cuando un pensamiento temeroso se repita, escríbelo, míralo a plena luz y decide si quieres conservarlo.',
  },
  '8♣': {
    title: 'La mente inquebrantable',
    description:
      'El Ocho de Tréboles es el poder mental: la mente enfocada que sabe concentrarse, decidir y convencer. Es una de las tres cartas fijas de la Familia Mística. En todas las tiradas ocupa la misma posición, una constancia tranquila que refleja su naturaleza: cuando esta mente se propone algo, rara vez titubea. Si esta carta es la tuya, quizá tengas un don para el estudio, la resolución de problemas, la enseñanza o el liderazgo a través de las ideas, y la gente puede buscar en ti una respuesta firme. La sombra de esa fuerza es la terquedad. Una mente fija puede aferrarse a opiniones que ya pasaron su momento, o querer ganar discusiones que no hacía falta ganar. Trabaja con esta carta dirigiendo tu enfoque hacia metas valiosas y dejando un pequeño margen para la sorpresa. Aprende de quienes piensan distinto y deja que tus conclusiones sean firmes, pero no definitivas. Una concentración constante y bien dirigida puede mover casi cualquier cosa que elijas.',
    keywords: [
      'poder mental',
      'enfoque',
      'concentración',
      'persuasión',
      'determinación',
      'carta fija',
      'familia mística',
    ],
    essence: 'un poder mental concentrado y la determinación de llevar una idea hasta el final',
    counsel: 'Dirige toda tu concentración a una meta que valga la pena y déjate sorprender por el camino.',
  },
  '9♣': {
    title: 'La mente que suelta',
    description:
      'El Nueve de Tréboles trae la culminación de las ideas y el compartir del conocimiento a gran escala. Los nueves son cartas de finales y de amor universal, y en el palo de la mente te piden dejar que algunos planes, creencias o proyectos se cierren para que algo más sabio ocupe su lugar. Si esta carta es la tuya, quizá descubras que aprendes más de lo que no sale bien. Quizá también sientas la vocación de enseñar, de escribir para muchos o de transmitir lo que la vida te ha mostrado. Su don es una comprensión amplia y generosa que sabe hablar con toda clase de personas. Su sombra es la inquietud mental o la desilusión: muchas cosas empezadas, menos terminadas, y una sensación persistente de lo que pudo haber sido. Trabaja con ella terminando lo que importa, soltando el resto con gratitud y ofreciendo tu experiencia donde pueda ayudar. Los finales de la mente, vividos con elegancia, abren espacio a una mirada más amplia.',
    keywords: ['culminación', 'compartir el saber', 'finales', 'comprensión amplia', 'desapego', 'enseñanza'],
    essence: 'el cierre de una vieja forma de pensar y espacio para una comprensión más amplia',
    counsel:
      'Termina el proyecto que más importa y suelta con gratitud los que ya se te han quedado pequeños.',
  },
  '10♣': {
    title: 'El laurel del saber',
    description:
      'El Diez de Tréboles es el éxito a través del conocimiento. Es la carta de la mente realizada, frecuente entre docentes, escritores, investigadores y personas que construyen su carrera sobre lo que saben. Si esta carta es la tuya, quizá sientas un fuerte impulso de aprender, de lograr y de ser reconocido por tus ideas, junto con un talento para compartirlas con grupos. Los dieces hablan de plenitud y de los muchos, así que tu conocimiento suele llegar más lejos cuando está al servicio de los demás. Su don es la ambición intelectual unida a una capacidad real. Su sombra es el exceso de trabajo, la sensación de tener que demostrar sin parar cuánto sabes, o una ambición que deja atrás el descanso y las relaciones. Trabaja con esta carta eligiendo el campo que de verdad te importa y profundizando en él. Enseña lo que aprendes, colabora en lugar de competir y mide el éxito por la comprensión que difundes tanto como por los títulos que consigues.',
    keywords: [
      'éxito por el conocimiento',
      'logro',
      'enseñanza',
      'grupos',
      'ambición intelectual',
      'reconocimiento',
    ],
    essence: 'logros que nacen del aprendizaje e ideas que llegan a un público amplio',
    counsel:
      'Enseña a alguien lo que has aprendido en esta etapa y cuenta el compartir como parte de tu éxito.',
  },
  'J♣': {
    title: 'El aprendiz ingenioso',
    description:
      'La Jota de Tréboles es la mente joven y brillante: rápida, inventiva y llena de ocurrencias. Las jotas son los iniciados de la baraja, juveniles y creativas, y en el palo del conocimiento esta disfruta de los juegos de palabras, de los conceptos nuevos y del placer de ir un paso por delante. Si esta carta es la tuya, quizá tengas un don para la escritura, la publicidad, el diseño o cualquier trabajo que pida originalidad y frescura. A menudo ves un ángulo nuevo antes que los demás. Su sombra es la del pícaro: la tentación de torcer la verdad, de esquivar responsabilidades con palabras o de quedarse para siempre en el papel de alumno brillante en lugar de crecer hacia la maestría. Trabaja con esta carta uniendo tu ingenio a la integridad. Que tus ideas sean honestas además de brillantes, termina lo que inventas y deja que tus mentores te ayuden a madurar. Una mente creativa con buen corazón puede convertir la inspiración en una obra duradera.',
    keywords: ['ingenio', 'originalidad', 'mente joven', 'agudeza', 'invención', 'pícaro'],
    essence: 'una idea nueva e ingeniosa y la chispa juvenil para hacerla brillar',
    counsel: 'Respalda tu mejor idea con trabajo honesto y termínala antes de que te llame la siguiente.',
  },
  'Q♣': {
    title: 'La consejera intuitiva',
    description:
      'La Reina de Tréboles es la mente intuitiva y organizadora puesta al servicio de otros. Sabe las cosas enseguida, muchas veces antes de poder explicar cómo, y tiene el don de poner el conocimiento a trabajar para los demás. Si esta carta es la tuya, quizá seas la persona a la que acuden en busca de consejo, de un plan o de la palabra justa en el momento justo. Las reinas llevan la maestría del cuidado, y en el palo de las ideas eso significa enseñar, aconsejar, publicar, dirigir o cualquier papel que ponga orden en la información y cuidado en las personas. Su don es una inteligencia viva y perceptiva unida a un impulso generoso. Su sombra es la impaciencia con las mentes más lentas, una lengua afilada cuando está cansada, o tantas responsabilidades que la intuición queda ahogada. Trabaja con esta carta protegiendo momentos de calma para tu saber interior y hablando con amabilidad además de con precisión. Cuando tu mente sirve a tu corazón, tu guía se vuelve un regalo que otros recuerdan durante años.',
    keywords: [
      'intuición',
      'organización',
      'consejo',
      'servicio por el conocimiento',
      'percepción',
      'enseñanza',
    ],
    essence: 'una intuición rápida y la sabiduría práctica para ayudar a otros con lo que sabes',
    counsel: 'Protege una hora tranquila para tu intuición y comparte con amabilidad lo que te diga.',
  },
  'K♣': {
    title: 'El soberano de las ideas',
    description:
      'El Rey de Tréboles es la maestría de la mente. Es el maestro, el experto y el líder cuya autoridad se apoya en el conocimiento y en la claridad de pensamiento. Si esta carta es la tuya, quizá tengas el don de ver la forma de un problema, trazar una visión y guiar a otros hacia ella. La gente suele confiar en tu criterio y buscar en ti una dirección. Los reyes traen responsabilidad, y aquí eso significa usar tu inteligencia para el bien de quienes te siguen. Su don es la sabiduría, la independencia de pensamiento y una capacidad natural para liderar con ideas. Su sombra es la tendencia a aferrarte a tus puntos de vista, a impacientarte con quien discrepa o a ser tan autosuficiente que olvidas pedir ayuda. Trabaja con esta carta sin dejar de ser alumno mientras diriges. Escucha otras perspectivas, explica en lugar de ordenar y comparte el mérito. La verdadera maestría de la mente deja espacio para que los demás también piensen bien.',
    keywords: ['maestría mental', 'liderazgo', 'pericia', 'visión', 'sabiduría', 'independencia'],
    essence: 'el dominio del conocimiento y la autoridad para guiar a otros con tus ideas',
    counsel: 'Dirige explicando y no dando órdenes, y comparte el mérito con quienes te ayudaron a pensar.',
  },
  Joker: {
    title: 'La carta fuera de la baraja',
    description:
      'El Comodín es la carta de nacimiento de quienes nacen el 31 de diciembre, el último día del año, y es una carta distinta de todas las demás. Está fuera de las cincuenta y dos y reúne todos los palos a la vez: la calidez de los Corazones, la curiosidad de los Tréboles, los valores de los Diamantes y el trabajo de las Picas. En el juego, el Comodín puede convertirse en lo que haga falta, y ese es también aquí su espíritu. Si esta es tu carta, quizá te sientas libre para desempeñar muchos papeles, para moverte entre mundos y para mirar la vida con un toque de humor y perspectiva. Como el Comodín está fuera de la baraja, no tiene un lugar fijo en las tiradas anuales y de período que guían a las demás cartas. No es una carencia, sino libertad: tu camino lo escribes tú, sin un guion marcado. Su don es la versatilidad y el espíritu de juego. Su sombra es dispersarte o esconderte tras una máscara. Elige tu papel a conciencia y juégalo con todo tu corazón.',
    keywords: [
      'libertad',
      'todos los palos',
      'versatilidad',
      'espíritu de juego',
      'comodín',
      '31 de diciembre',
    ],
    essence: 'la libertad de asumir cualquier papel y de escribir tu propio guion',
    counsel: 'Elige el papel que quieres representar en esta etapa y vívelo con todo tu corazón.',
  },
};

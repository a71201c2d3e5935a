import type { CardText } from '../../types.js';
import type { DiamondsSpadesKey } from '../types.js';

/** A♦ … K♦ and A♠ … K♠ in Brazilian Portuguese: written anew from the English, not word for word. Their names
 * are in names.ts. */
export const DIAMONDS_SPADES: Readonly<Record<DiamondsSpadesKey, CardText>> = {
  'A♦': {
    title: 'A semente do valor',
    description:
      'O Ás de Ouros é o primeiro brilho do desejo de ter algo de valor: uma meta, um empreendimento, uma nova forma de ganhar a vida ou simplesmente uma noção mais clara do quanto você vale. Traz uma energia animada e empreendedora, que gosta de começar coisas e vê-las crescer. Quando ela aparece, há um desejo pedindo para ser nomeado. Talvez você queira mais segurança, talvez mais liberdade, talvez uma vida que reflita o que você realmente preza. O dom aqui é uma ambição de cara nova: você consegue começar com muito pouco e construir. A sombra é uma fome inquieta que corre atrás do próximo prêmio antes de aproveitar o anterior, ou que mede o amor e o próprio valor em dinheiro. Trabalhe com esta carta anotando uma coisa que você deseja de verdade e um primeiro passo pequeno e concreto nessa direção. Comece com modéstia, não perca de vista o que você ganha e deixe que o seu desejo seja honesto, e não ansioso. O desejo, tratado com carinho, vira direção.',
    keywords: [
      'novo empreendimento',
      'desejo de valor',
      'ambição',
      'valor próprio',
      'espírito empreendedor',
      'recomeço',
    ],
    essence: 'uma fome nova de criar algo de valor',
    counsel: 'Diga uma coisa que você quer de verdade e dê hoje o menor passo real nessa direção.',
  },
  '2♦': {
    title: 'Sócios no negócio',
    description:
      'O Dois de Ouros é a carta do aperto de mão: o valor criado entre duas pessoas, e não por alguém sozinho. Fala de sociedades, de finanças compartilhadas, de acordos justos e daquelas conversas em que duas pessoas combinam o que importa. Há aqui uma inteligência viva e falante, boa de negociação e de perceber onde a cooperação vale a pena para todos. Quando ela aparece, pode estar se formando uma parceria em torno do dinheiro ou dos valores, ou uma parceria já existente pode estar pedindo atenção. Seu dom é a capacidade de fazer acordos que deixam os dois lados mais ricos, não só em dinheiro, mas em confiança. Sua sombra é o medo de que não vá dar, que pode nos fazer agarrar um acordo, contar cada favor ou temer depender de alguém. Trabalhe com esta carta sendo claro e generoso nos acordos: coloque as condições por escrito, diga do que você precisa e pergunte também do que a outra pessoa precisa. Uma boa parceria é aquela que os dois assinariam de novo com prazer. O valor se multiplica quando é compartilhado com cuidado.',
    keywords: [
      'parceria',
      'troca justa',
      'negociação',
      'recursos compartilhados',
      'acordo comercial',
      'confiança',
    ],
    essence: 'um talento para parcerias que deixam os dois lados mais ricos',
    counsel:
      'Coloque o seu próximo acordo em palavras claras e amigáveis, para que os dois saibam em que pé estão.',
  },
  '3♦': {
    title: 'Muitos caminhos para a fartura',
    description:
      'O Três de Ouros é uma carta criativa e engenhosa quando o assunto é dinheiro e valores, e raramente se contenta com uma só resposta. Traz ideias para ganhar dinheiro, vários projetos ao mesmo tempo e um talento para encontrar valor onde os outros não veem nada. Essa mesma riqueza de opções pode virar indecisão: qual caminho, qual compra, qual prioridade? A preocupação com dinheiro costuma acompanhar esta carta, menos porque os recursos faltam de verdade e mais porque a mente não para de pesar possibilidades. Seu dom é a versatilidade e uma imaginação brincalhona com os recursos; sua sombra é o esforço disperso e a sensação incômoda de que outra escolha teria sido melhor. Trabalhe com esta carta deixando as ideias fluírem livremente e depois escolhendo uma ou duas para levar adiante por um tempo definido. Anote as suas preocupações e repare quais podem ser respondidas com um número, um plano ou uma conversa. A criatividade cresce mais forte quando ganha uma moldura. Confie que uma escolha clara, bem cuidada, vale mais do que muitas pela metade.',
    keywords: [
      'criatividade com dinheiro',
      'opções',
      'indecisão',
      'preocupação financeira',
      'versatilidade',
      'inventividade',
    ],
    essence: 'um talento inventivo com o dinheiro e a atração por muitas opções ao mesmo tempo',
    counsel:
      'Escolha a ideia que você mais gostaria de terminar e dê a ela toda a sua atenção nas próximas semanas.',
  },
  '4♦': {
    title: 'A despensa cheia',
    description:
      'O Quatro de Ouros é a carta do suficiente. Fala de estabilidade financeira, de renda constante, de uma casa bem cuidada e da satisfação tranquila de saber que o básico está garantido. Não é uma carta chamativa; a riqueza dela é aquela que nasce de fazer coisas sensatas com constância. Quando aparece, sugere uma fase em que o esforço vai se somando e os alicerces podem ser reforçados: economias, orçamento, salário justo, um lar que traz segurança. Seu dom é ter os pés no chão, um senso prático de valor em que os outros podem confiar. Sua sombra é a teimosia, ou se agarrar tanto à segurança que crescer parece uma ameaça; às vezes aparece como queixa sobre o que temos, em vez de aproveitarmos o que há. Trabalhe com esta carta revendo as suas bases: o que você ganha, o que gasta, o que guarda e o que realmente faz você se sentir seguro. Hábitos pequenos e regulares servem mais agora do que apostas ousadas. Depois, pare e agradeça pelo que já está na despensa. O contentamento também é uma forma de riqueza.',
    keywords: [
      'estabilidade financeira',
      'segurança',
      'satisfação',
      'esforço constante',
      'orçamento',
      'base firme',
    ],
    essence: 'a segurança tranquila de ter o suficiente e de saber disso',
    counsel: 'Crie um hábito financeiro simples e regular e deixe que ele funcione em silêncio.',
  },
  '5♦': {
    title: 'Moedas na estrada',
    description:
      'O Cinco de Ouros é uma carta de viajante, e o que viaja é o valor: dinheiro em movimento, prioridades mudando, um desejo inquieto de ver o que mais a vida tem a oferecer. Pode trazer mudanças de trabalho ou de renda, viagens de negócios, mercados novos ou uma vontade repentina de gastar com experiências em vez de coisas. A energia é curiosa e aventureira, e impede que a vida fique parada. Seu dom é a adaptabilidade, a capacidade de seguir a oportunidade aonde ela levar e de descobrir o que você realmente valoriza experimentando muitas coisas. Sua sombra é uma inquietação que nunca deixa nada criar raízes, ou gastar para fugir do tédio em vez de enriquecer a vida. Quando esta carta aparece, mudanças em torno dos recursos são prováveis e podem ser bem-vindas. Trabalhe com ela decidindo de antemão o que fica firme, como um mínimo de reserva, um compromisso essencial ou uma rotina diária, para que todo o resto possa se mover com liberdade. Viaje com a mala leve e um propósito claro. Você pode voltar com o bolso mais cheio e uma noção mais sábia do que vale a pena.',
    keywords: ['mudança', 'viagens', 'inquietação', 'mercados novos', 'valores em movimento', 'aventura'],
    essence: 'um vento inquieto que leva o dinheiro e os valores para novas direções',
    counsel: 'Decida o que precisa ficar firme antes de deixar o resto dos seus planos mudar com liberdade.',
  },
  '6♦': {
    title: 'A balança honesta',
    description:
      'O Seis de Ouros é a carta do balanço no sentido mais amplo: o que devemos, o que nos devem e como as nossas escolhas sobre valor voltam para nós. Fala de responsabilidade com o dinheiro, de dívidas pagas e quitadas, e da justiça que faz as pessoas confiarem em nós. Aqui, causa e efeito agem às claras, e isso pode trazer muita tranquilidade: o trato honesto costuma devolver estabilidade, e as obrigações atrasadas, quando cumpridas, tiram um peso surpreendente. O dom desta carta é um forte senso de justiça e a capacidade de restaurar o equilíbrio onde as coisas escorregaram. Sua sombra é a passividade: esperar que tudo se acerte sozinho, ou fugir de uma conta, de uma conversa ou de uma promessa que preferiríamos esquecer. Trabalhe com esta carta acertando uma conta em aberto, seja financeira ou pessoal, e oferecendo um valor justo nas suas negociações. Se alguém lhe deve algo, peça com clareza e sem amargura. A balança não é um juiz; ela só mostra o caminho de volta para a paz.',
    keywords: [
      'responsabilidade',
      'justiça',
      'dívidas e pagamentos',
      'causa e efeito',
      'equilíbrio',
      'integridade',
    ],
    essence: 'um senso claro de justiça sobre o que se deve e o que se dá',
    counsel: 'Acerte uma conta em aberto, seja de dinheiro ou uma promessa, antes de começar algo novo.',
  },
  '7♦': {
    title: 'Um tesouro sem medida',
    description:
      'O Sete de Ouros é uma das cartas mais estáveis do baralho. Pertence ao pequeno grupo às vezes chamado de Família Mística e só se move numa troca suave com a sua carta parceira, por isso a sua mensagem tende a se manter calma e constante. Fala de uma relação espiritual com o dinheiro e os valores. A preocupação com as finanças é o seu desafio; a fé e a generosidade são os seus dons. Quando seguramos os recursos com ansiedade, eles parecem encolher; quando confiamos, damos onde é sensato e seguimos trabalhando com honestidade, a abundância muitas vezes chega por caminhos inesperados. Esta carta convida você a perguntar o que realmente considera um tesouro e a perceber a riqueza que não se pode contar: saúde, amizade, talento, tempo. Sua sombra é o medo da falta, que pode levar a acumular ou a gastar sem cuidado para não ter de olhar. Trabalhe com ela trocando uma preocupação por uma ação e dando algo livremente, sem calcular o retorno. Solte o resultado, continue fazendo o que é certo e deixe que a sensação de fartura venha de dentro.',
    keywords: [
      'fé na abundância',
      'soltar a preocupação',
      'valores espirituais',
      'generosidade',
      'família mística',
      'estabilidade',
    ],
    essence: 'uma fé serena de que a abundância acompanha o que você realmente valoriza',
    counsel:
      'Cada vez que surgir uma preocupação com dinheiro, responda com uma ação prática e depois deixe-a ir.',
  },
  '8♦': {
    title: 'A mão de ouro',
    description:
      'O Oito de Ouros é uma carta de poder sobre os recursos: a capacidade de ganhar, de administrar, de transformar esforço em valor e valor em influência. Tem uma qualidade luminosa e confiante, e as pessoas costumam reparar em quem a carrega. Quando esta carta aparece, a sua capacidade de fazer as coisas acontecerem com dinheiro, habilidades e reputação está forte. Favorece negociações, cobrar o preço justo pelo seu trabalho, assumir o controle das finanças e ocupar um papel mais visível. Seu dom é a maestria, a sensação de que você pode conduzir a sua vida material em vez de ser empurrado por ela. Sua sombra é usar esse poder para controlar os outros, ou amarrar tanto a sua identidade ao sucesso que, sem ele, você se sinta vazio. Trabalhe com esta carta decidindo para que serve o seu poder. Defina uma meta clara, conheça os seus números e peça o que o seu trabalho vale. Depois, use parte dessa força para abrir portas para outra pessoa. O poder exercido com propósito vira uma bênção para muitos, e não só para um.',
    keywords: [
      'poder financeiro',
      'maestria',
      'capacidade de ganhar',
      'confiança',
      'visibilidade',
      'influência',
    ],
    essence: 'um domínio seguro do dinheiro, das habilidades e do próprio valor',
    counsel: 'Conheça os seus números, diga o seu preço e peça o que o seu trabalho vale.',
  },
  '9♦': {
    title: 'De mãos abertas',
    description:
      'O Nove de Ouros é a carta de dar e de deixar ir quando o assunto é valor. Marca o fim de um capítulo: um trabalho que termina, um bem de que se abre mão, um velho conjunto de prioridades que ficou pequeno. Às vezes o dinheiro sai com mais facilidade do que planejamos, e às vezes somos nós que escolhemos dar. Esta carta pede que vejamos essa liberação como parte de um ciclo maior, e não como um fracasso. Seu dom é a generosidade e uma visão ampla e desprendida dos recursos, a compreensão de que o que sai abre espaço para o que entra. Sua sombra é a perda vivida como algo pessoal, ou dar tanto que ficamos sem o necessário. Trabalhe com esta carta encerrando as coisas de forma limpa: feche contas, venda ou doe o que você não usa mais e conclua os projetos em vez de arrastá-los. Dê onde o seu coração diz sim, dentro de um orçamento com que a sua cabeça concorde. Uma mão aberta recebe com a mesma facilidade com que dá, e finais vividos com elegância deixam o próximo começo mais leve.',
    keywords: ['conclusão', 'generosidade', 'liberação', 'desapego', 'finais', 'doação'],
    essence: 'a liberação generosa do que já cumpriu o seu ciclo',
    counsel: 'Desfaça-se de uma coisa de que você não precisa mais e doe-a de coração leve.',
  },
  '10♦': {
    title: 'A colheita em casa',
    description:
      'O Dez de Ouros costuma ser contado entre as cartas mais afortunadas para o sucesso material. Fala de prosperidade, de negócios que prosperam, de um esforço finalmente recolhido como uma colheita. Há fartura aqui e, com ela, a energia e a ambição para fazer algo útil com essa fartura. Quando esta carta aparece, sugere que o lado material da vida pode florescer: a renda pode crescer, os projetos podem se encaixar e a sua sensação de conquista pode ser forte. Seu dom é a realização e a confiança que vem com ela. Sua sombra é acreditar que nunca é o bastante, ou deixar o sucesso tomar o espaço das relações e do descanso que lhe dão sentido. Trabalhe com esta carta definindo uma meta ousada e concreta e medindo o seu progresso, e comemorando cada etapa em vez de passar correndo por ela. Divida a colheita com quem ajudou você a fazê-la crescer. O sucesso é mais doce quando alimenta uma vida que você realmente quer viver, e não só um número no papel.',
    keywords: ['prosperidade', 'sucesso', 'fartura', 'crescimento dos negócios', 'conquista', 'colheita'],
    essence: 'uma colheita generosa de sucesso e prosperidade',
    counsel: 'Defina uma meta ousada e mensurável e comemore cada etapa que alcançar pelo caminho.',
  },
  'J♦': {
    title: 'O mercador engenhoso',
    description:
      'O Valete de Ouros é o jovem empreendedor do baralho: rápido, charmoso e com talento para enxergar o valor das ideias. Carrega a faísca criativa do iniciado, de quem está aprendendo como o mundo do dinheiro e do valor funciona de verdade, e costuma ter um talento natural para vender, convencer e fazer uma boa ideia render. Quando aparece, o seu lado inventivo e empreendedor está desperto. É um ótimo momento para apresentar uma proposta, divulgar, promover um trabalho ou aprender uma habilidade nova que aumente o seu valor. Seu dom é a desenvoltura e uma leveza que faz os negócios parecerem brincadeira. Sua sombra é o atalho do malandro: dizer às pessoas o que elas querem ouvir, pular etapas ou escapar das responsabilidades na base do charme. Trabalhe com esta carta unindo a sua esperteza à honestidade. Que as suas ideias sejam ousadas e os seus negócios, transparentes. Pergunte-se o que a sua criatividade pode oferecer aos outros, e não só o que pode render. Brinque com as possibilidades, mas entregue o que promete. Essa combinação transforma um mercador engenhoso num mercador de confiança.',
    keywords: [
      'empreendedorismo',
      'talento para vendas',
      'criatividade',
      'iniciativa jovem',
      'charme',
      'desenvoltura',
    ],
    essence: 'uma esperteza rápida e empreendedora que enxerga valor nas ideias',
    counsel:
      'Apresente a sua ideia com ousadia e garanta que você consegue entregar cada palavra que promete.',
  },
  'Q♦': {
    title: 'A bolsa generosa',
    description:
      'A Dama de Ouros é a que cuida dos recursos. Ela sabe fazer uma casa parecer farta, cuidar das pessoas por meios práticos e transformar bom gosto e generosidade em algo que os outros possam aproveitar. A sua maestria é de serviço: administrar bem a riqueza para que ela sustente a vida, em vez de correr atrás dela por si só. Quando ela aparece, você tem à mão o dom de organizar, receber bem, fazer um orçamento sensato e investir no que ama. O seu lado de sombra é o gosto de gastar como consolo, ou medir o amor pelo que podemos oferecer, o que pode nos deixar cansados e pouco valorizados. Ela também pode se sentir dividida entre querer o que há de melhor e querer dar tudo. Trabalhe com esta carta tornando a sua generosidade sustentável. Separe algo para você antes de cuidar de todo mundo e deixe que o bom gosto sirva ao bom senso. Prefira poucas coisas de qualidade real a muitas sem significado. Cuidados assim, os seus recursos viram uma horta que alimenta muita gente.',
    keywords: [
      'cuidar dos recursos',
      'generosidade',
      'bom gosto',
      'boa administração',
      'serviço',
      'hospitalidade',
    ],
    essence: 'uma mão generosa e cuidadosa com os recursos',
    counsel: 'Pague-se primeiro e depois dê com generosidade do que realmente sobrar.',
  },
  'K♦': {
    title: 'O guardião do tesouro',
    description:
      'O Rei de Ouros tem autoridade no mundo do valor. É a carta do líder de negócios, do investidor sábio e da pessoa que entende o quanto as coisas realmente valem. A sua maestria vem da experiência: saber quando se comprometer, quando esperar e como construir algo que dure além de uma boa temporada. Quando aparece, convida você a assumir o comando da sua vida material com calma e confiança, a tomar decisões, a liderar um projeto ou a aconselhar os outros a partir do que aprendeu. Seu dom é o bom julgamento e uma força firme e protetora em que os outros podem se apoiar. Sua sombra é a rigidez, a tendência de avaliar tudo, inclusive as pessoas, pelo preço, e de segurar o controle muito depois de dividi-lo ter se tornado o melhor caminho. Trabalhe com esta carta pensando a longo prazo. Pergunte-se o que você está construindo e a quem isso vai servir daqui a dez anos. Lidere com justiça, aceite conselhos com a mesma facilidade com que os dá e deixe que o seu patrimônio, seja qual for o tamanho, leve os seus valores adiante.',
    keywords: [
      'autoridade',
      'liderança nos negócios',
      'bom julgamento',
      'visão de longo prazo',
      'domínio do valor',
      'zelo pelo patrimônio',
    ],
    essence: 'o julgamento experiente de quem sabe quanto as coisas valem',
    counsel: 'Tome a sua próxima decisão financeira como se estivesse construindo algo para durar dez anos.',
  },
  'A♠': {
    title: 'A semente secreta',
    description:
      'O Ás de Espadas é o começo mais profundo do baralho. Fala do desejo de saber, de entender o que está por baixo da superfície da vida e, por meio desse saber, de mudar. É uma carta de ambição e de trabalho, de projetos novos e recomeços na saúde ou nos hábitos, e também de transformação interior: o fim de um jeito de ser para que outro possa começar. Muita gente sente o mistério que ela guarda, e com razão: é a carta dos segredos, do estudo e do trabalho oculto da alma. Seu dom é uma vontade poderosa e uma fome de sentido que pode levar a conquistas notáveis. Sua sombra é o segredo que isola, ou uma ambição que empurra tanto que esquece o corpo e o coração. Trabalhe com esta carta escolhendo uma área da sua vida que esteja pronta para se renovar e começando em silêncio. Estude, pratique todos os dias e deixe a mudança criar raízes antes de anunciá-la. A transformação raramente grita; ela cresce com constância a partir de uma única semente sincera.',
    keywords: [
      'novos começos',
      'transformação',
      'ambição',
      'segredos',
      'estudo',
      'força de vontade',
      'renovação',
    ],
    essence: 'um desejo profundo de saber e a vontade de recomeçar',
    counsel:
      'Comece uma prática diária e silenciosa que renove você, e guarde-a para si até que ela crie raízes.',
  },
  '2♠': {
    title: 'Dois na mesma bancada',
    description:
      'O Dois de Espadas é a carta de trabalhar lado a lado. Fala de parceria no trabalho e na vida, de amigos e colegas que deixam o fardo mais leve e da força que nasce da cooperação. Há sabedoria nela: reconhecer que poucas coisas duradouras se constroem sozinho. Quando esta carta aparece, uma parceria de trabalho, uma amizade ou um projeto em comum pode ganhar o centro do palco, ou você pode ser convidado a unir forças com alguém. Seu dom é a lealdade, o companheirismo e a capacidade de colaborar a fundo. Sua sombra é um medo silencioso de ter de enfrentar tudo sozinho, que pode nos fazer segurar parcerias que já não servem ou evitar conversas necessárias para manter a paz. Trabalhe com esta carta dizendo com clareza o que cada um traz e do que cada um precisa. Divida o trabalho com justiça, agradeça com frequência e fale logo quando algo parecer desigual. Bons parceiros não são os que nunca discordam, e sim os que continuam aparecendo para o trabalho que dividem.',
    keywords: [
      'parceria',
      'cooperação',
      'amizade',
      'trabalho em equipe',
      'companheirismo',
      'esforço compartilhado',
    ],
    essence: 'a força constante de trabalhar lado a lado',
    counsel:
      'Pergunte a um parceiro de confiança do que ele precisa de você e diga com clareza do que você precisa dele.',
  },
  '3♠': {
    title: 'O ofício inquieto',
    description:
      'O Três de Espadas é uma carta de artista, cheia de força criativa voltada para o trabalho. Muitas vezes traz mais de uma ocupação, vários projetos em paralelo ou um talento que se expressa de muitas formas. Essa versatilidade é um dom real, mas pode virar tensão: fios demais, descanso de menos e uma mente que se preocupa com a saúde, com os prazos ou com a dúvida de ter escolhido o caminho certo. Quando esta carta aparece, a sua criatividade no trabalho está em alta, e também a necessidade de administrar bem a sua energia. Seu dom é um trabalho inventivo e expressivo, que parece vivo. Sua sombra é a indecisão, o excesso de trabalho e um estresse que o corpo acaba denunciando. Trabalhe com esta carta dando à sua criatividade um recipiente claro: uma agenda, uma hora de ateliê, uma lista curta de prioridades. Repare onde a preocupação drena você e responda com descanso, movimento ou uma conversa franca. Escolha, por enquanto, qual dos seus talentos vai no banco da frente. A energia criativa bem administrada vira o seu melhor remédio.',
    keywords: [
      'trabalho criativo',
      'versatilidade',
      'muitos projetos',
      'indecisão',
      'estresse',
      'ofício artístico',
    ],
    essence: 'uma inquietação criativa que quer fazer e criar muitas coisas',
    counsel:
      'Escolha o projeto que merece as suas melhores horas nesta semana e reserve um descanso de verdade em torno dele.',
  },
  '4♠': {
    title: 'Alicerces bem assentados',
    description:
      'O Quatro de Espadas é a carta do chão firme. Fala de trabalho estável, de bons hábitos de saúde, de uma rotina assentada e da satisfação profunda de um trabalho bem feito. Está entre as cartas mais confiáveis do baralho, aquele tipo de energia que constrói uma casa tijolo por tijolo e fica contente em fazê-lo. Quando aparece, sugere um momento para reforçar os seus alicerces: o seu corpo, o seu ritmo diário, as suas condições de trabalho e a sua sensação de segurança. Seu dom é a resistência, a paciência e uma tranquilidade bem prática. Sua sombra é a inércia ou a teimosia, resistir à mudança porque o conhecido parece mais seguro, ou trabalhar de forma tão regular que a vida perde a cor. Trabalhe com esta carta cuidando do básico com carinho: sono, alimentação, movimento, um espaço de trabalho arrumado e um plano realista. Faça agora as tarefas sólidas e pouco glamorosas, e elas vão sustentar você por anos. Depois, deixe um pouco de espaço para o prazer e a surpresa. Um alicerce firme não é uma gaiola; é o que permite que você fique de pé.',
    keywords: ['estabilidade', 'saúde', 'trabalho constante', 'segurança', 'rotina', 'satisfação'],
    essence: 'um chão firme no trabalho, na saúde e no dia a dia',
    counsel:
      'Fortaleça um hábito diário que mantenha estáveis o seu corpo e o seu trabalho, e deixe que ele vire rotina.',
  },
  '5♠': {
    title: 'A lanterna do viajante',
    description:
      'O Cinco de Espadas é uma carta de movimento no jeito como vivemos e trabalhamos. Traz mudanças de emprego, de endereço, de estilo de vida; pode trazer viagens, uma rotina nova ou simplesmente um desejo inquieto de ver de que outra forma a vida poderia ser vivida. A energia é aventureira e curiosa, às vezes impaciente com tudo o que pareça confinamento. Quando esta carta aparece, mudanças no trabalho, na saúde ou em casa são prováveis, e muitas delas podem ser escolhidas em vez de sofridas. Seu dom é a liberdade e a ampla experiência que torna uma pessoa sábia. Sua sombra é fugir do desconforto em vez de avançar rumo a alguma coisa, recomeçando do zero várias vezes sem terminar nada. Trabalhe com esta carta perguntando para onde você está indo, e não só o que está deixando. Faça mudanças com propósito, cuide do corpo enquanto viaja ou muda de rotina e mantenha uma ou duas âncoras que vão aonde você for. Uma viagem com lanterna é uma aventura; sem ela, é só perambular.',
    keywords: ['mudança', 'viagens', 'novo estilo de vida', 'liberdade', 'inquietação', 'aventura'],
    essence: 'uma vontade aventureira de mudar o jeito como você vive e trabalha',
    counsel:
      'Antes de fazer uma mudança, anote para onde você está indo, e não só o que está deixando para trás.',
  },
  '6♠': {
    title: 'As sementes e seus frutos',
    description:
      'O Seis de Espadas é a carta de causa e efeito no trabalho, na saúde e no destino. Lembra que nos tornamos aquilo que repetimos, e que o presente é moldado por escolhas feitas antes. Isso pode soar pesado, mas é profundamente esperançoso: se o passado nos trouxe até aqui, as escolhas constantes de hoje podem nos levar a um lugar melhor. Quando esta carta aparece, esforços antigos podem dar frutos, responsabilidades podem vencer e talvez você sinta que a vida está pedindo que você assuma um papel mais claro na sua própria história. Seu dom é o senso de propósito e a capacidade de se manter firme em longos períodos de esforço. Sua sombra é a resignação, a sensação de que tudo já está escrito e não pode mudar, ou adiar uma decisão até que a vida decida por nós. Trabalhe com esta carta agindo em vez de esperar. Olhe para um hábito, um compromisso ou uma questão de saúde que você vem adiando e encare isso de propósito. O destino se escreve com ações pequenas e constantes, e a caneta está mais na sua mão do que você imagina.',
    keywords: ['causa e efeito', 'responsabilidade', 'destino', 'carma', 'propósito', 'escolhas constantes'],
    essence: 'a clara noção de que as escolhas de hoje moldam a vida de amanhã',
    counsel: 'Retome hoje um compromisso adiado e dê a ele uma atenção constante, em vez de esperar.',
  },
  '7♠': {
    title: 'Fé na trilha da montanha',
    description:
      'O Sete de Espadas é uma carta de desafio espiritual, e recompensa uma resposta corajosa e gentil. Muitas vezes fala de obstáculos no trabalho ou na saúde que parecem barrar o caminho e que acabam se revelando convites para confiar, afrouxar o controle e enxergar com mais clareza. Quando os encaramos com medo, os problemas podem parecer maiores do que são; quando os encaramos com fé, eles viram professores. Seu dom é a força interior para se elevar acima das circunstâncias e encontrar uma paz que não depende de tudo sair do nosso jeito. Sua sombra é a preocupação, a sensação de estar sobrecarregado, ou se agarrar a uma luta porque largá-la parece desistir. Quando esta carta aparece, dê uma atenção carinhosa ao seu corpo e à sua carga de trabalho, e pergunte-se o que você pode soltar, em vez de quanto mais consegue carregar. Descanse, respire e peça ajuda onde for preciso. A trilha pode ser íngreme, mas cada passo dado com fé deixa a subida mais leve.',
    keywords: ['desafio espiritual', 'fé', 'desapego', 'saúde', 'superação de obstáculos', 'paz interior'],
    essence: 'uma trilha íngreme que ensina a fé e a arte de soltar',
    counsel: 'A cada dia, deixe de lado um peso que você vem carregando sozinho e peça ajuda com ele.',
  },
  '8♠': {
    title: 'A vontade de ferro',
    description:
      'O Oito de Espadas é uma das cartas mais fortes do baralho. Fala do poder que vem do esforço: resistência, fôlego, a vontade de levar algo até o fim e a capacidade de trabalhar mais do que a maioria. Pode trazer uma saúde robusta e a força para superar obstáculos, e muitas vezes marca um momento em que a determinação dá resultado. Seu dom é o domínio da vontade, a capacidade de concentrar a sua energia e mover montanhas pedra por pedra. Sua sombra é o excesso: passar dos limites do corpo, forçar resultados ou transformar a força num controle teimoso sobre os outros. Quando esta carta aparece, talvez você se sinta capaz de encarar o que vinha evitando, e isso merece respeito. Trabalhe com ela direcionando a sua força para uma meta que valha a pena e tratando o descanso como parte do treino, e não como fraqueza. Use o impulso desta carta para vencer os seus próprios hábitos antes de tentar mudar qualquer outra pessoa. A vontade bem direcionada é um dos grandes dons da vida.',
    keywords: ['força de vontade', 'força', 'resistência', 'saúde', 'determinação', 'maestria'],
    essence: 'uma reserva profunda de força e de vontade',
    counsel:
      'Direcione a sua força para uma meta que valha a pena e marque o descanso com a mesma seriedade que o esforço.',
  },
  '9♠': {
    title: 'A clareira',
    description:
      'O Nove de Espadas é a grande carta da conclusão, e fica mais fácil de entender quando imaginamos uma floresta depois que as árvores velhas caem: a luz chega ao chão e uma vegetação nova começa a crescer. Esta carta fala de finais no trabalho, na saúde, nos hábitos ou nos modos de viver, de deixar ir o que já cumpriu o seu propósito e de se doar com generosidade. É uma carta profundamente espiritual, que nos pede para afrouxar o apego ao que é pessoal e nos abrir para algo mais amplo. Seu dom é a sabedoria, a compaixão e um amor universal que vem de já ter soltado muita coisa. Sua sombra é resistir a finais que já estão prontos para acontecer, ou ficar preso na perda muito depois de o luto ter feito o seu trabalho de cura. Quando esta carta aparece, algo pode estar terminando; receba isso com carinho, e não com alarme. Trabalhe com ela concluindo o que puder, perdoando o que puder e cuidando com delicadeza do seu corpo em qualquer transição. Doe o seu tempo onde ele realmente ajudar. Toda clareira abre espaço para a luz.',
    keywords: ['conclusão', 'finais', 'desapego', 'transformação', 'compaixão', 'doação', 'sabedoria'],
    essence: 'uma clareira onde os finais abrem espaço para o que cresce de novo',
    counsel: 'Termine ou solte algo que já cumpriu o seu ciclo, e faça isso com gratidão, e não com pesar.',
  },
  '10♠': {
    title: 'O trabalho bem feito',
    description:
      'O Dez de Espadas é a carta da conquista por meio do esforço. Fala de sucesso no trabalho, de projetos concluídos, de metas alcançadas e de uma reputação conquistada com dedicação. A sua energia é ambiciosa e incansável, e costuma aparecer quando o trabalho duro está pronto para dar resultados visíveis. Quando esta carta aparece, talvez a sua capacidade de realização esteja no auge: um bom momento para concluir, lançar, se candidatar, construir. Seu dom é a satisfação de um trabalho significativo e bem feito e a confiança que cresce com ela. Sua sombra é deixar o trabalho engolir todo o resto, medir o seu valor só pelo que você produz, ou descuidar da saúde e das pessoas queridas no caminho até o topo. Trabalhe com esta carta escolhendo a meta que mais importa e dando a ela o seu melhor esforço, com foco, e depois dê um passo atrás para aproveitar o que você fez. Mantenha o equilíbrio entre batalhar e viver. O sucesso nutre mais quando ainda sobra alguém, inclusive você, descansado o bastante para comemorar.',
    keywords: ['conquista', 'sucesso no trabalho', 'realização', 'dedicação', 'ambição', 'resultados'],
    essence: 'a satisfação de um trabalho levado até um sucesso de verdade',
    counsel:
      'Termine o trabalho mais importante que está à sua frente e depois tire um tempo de verdade para aproveitá-lo.',
  },
  'J♠': {
    title: 'Máscaras e espelhos',
    description:
      'O Valete de Espadas é a mais misteriosa das cartas jovens. É o iniciado criativo num caminho espiritual, talentoso para a atuação, o ofício e a invenção, e capaz de assumir muitos papéis com facilidade. Pela tradição, é também uma carta do malandro, o esperto que consegue escapar das regras. Essa natureza dupla é toda a sua lição. Bem usado, o seu talento para se reinventar vira arte, percepção e a coragem de se transformar; usado sem cuidado, vira evasão ou o hábito de se esconder atrás de máscaras. Quando esta carta aparece, a sua curiosidade criativa e espiritual está desperta, e talvez você se sinta atraído a aprender, a se apresentar ou a explorar perguntas mais profundas. Seu dom é a imaginação e a capacidade de enxergar além das aparências. Sua sombra é a desonestidade, com os outros ou consigo mesmo, sobre os atalhos que estamos tomando. Trabalhe com esta carta trazendo a sua esperteza para a luz. Crie com ousadia, estude algo que faça você crescer e seja quem diz a verdade. A melhor máscara é aquela que você consegue tirar.',
    keywords: [
      'criatividade',
      'iniciação',
      'atuação',
      'reinvenção',
      'malandragem',
      'curiosidade espiritual',
      'percepção',
    ],
    essence: 'um espírito talentoso e inventivo que aprende a deixar as máscaras de lado',
    counsel:
      'Coloque a sua esperteza em algo que você crie às claras e diga a verdade sem rodeios onde ela importa.',
  },
  'Q♠': {
    title: 'A graça no trabalho',
    description:
      'A Dama de Espadas é a carta da maestria por meio do serviço. Fala de competência, da pessoa capaz que mantém tudo funcionando, e do trabalho mais profundo de dominar a si mesmo: o humor, os hábitos e a vontade. Muitas vezes traz uma forte ética de trabalho, um dom para organizar e um instinto de servir, e na sua expressão mais alta representa uma sabedoria conquistada com a prática. Quando esta carta aparece, convida você a levar uma habilidade serena para o trabalho e para a saúde, e a perceber onde poderia liderar pelo exemplo silencioso. Seu dom é a autodisciplina unida ao cuidado com os outros. Sua sombra é se perder no trabalho, servir a todos enquanto se esquece de si, ou se contentar com menos do que as suas capacidades merecem porque o esforço parece mais seguro do que a mudança. Trabalhe com esta carta cuidando do seu bem-estar com a mesma dedicação que você dá às suas obrigações. Defina um limite que proteja a sua energia e use o tempo liberado para aprender algo que eleve você. A maestria começa pela gentileza com que você administra a si mesmo.',
    keywords: [
      'domínio de si',
      'serviço',
      'competência',
      'ética de trabalho',
      'organização',
      'sabedoria conquistada',
    ],
    essence: 'a competência serena de quem está aprendendo a dominar a si mesmo',
    counsel:
      'Proteja nesta semana uma hora para o seu bem-estar com a mesma firmeza com que protege as suas obrigações.',
  },
  'K♠': {
    title: 'A coroa imóvel',
    description:
      'O Rei de Espadas é a carta do Mestre, a mais alta do baralho. É uma carta fixa: em todas as tiragens mantém o mesmo lugar e nunca se move, e essa imobilidade faz parte do seu significado. Fala da sabedoria conquistada com a experiência, do domínio do trabalho, de uma autoridade que se apoia no conhecimento e de uma vontade forte o bastante para dar forma a uma vida. A sua presença numa leitura traz estabilidade e lembra que você pode liderar a partir de um centro sereno. O dom desta carta é uma competência profunda e a capacidade de enxergar longe; as pessoas costumam recorrer à sua energia em busca de orientação. Sua sombra é a teimosia ou o isolamento: agarrar-se tanto ao próprio caminho que nada novo consegue entrar, ou carregar todo o peso sozinho porque ninguém mais parece capaz. Trabalhe com esta carta assumindo a responsabilidade por inteiro e, depois, dividindo-a com sabedoria. Ensine o que você sabe, decida a partir de princípios, e não da pressão, e continue aberto a aprender. A verdadeira maestria é forte o bastante para ser gentil e segura o bastante para continuar crescendo.',
    keywords: [
      'maestria',
      'sabedoria',
      'autoridade',
      'liderança',
      'carta do mestre',
      'estabilidade',
      'carta fixa',
    ],
    essence: 'a autoridade serena de uma sabedoria conquistada a duras penas',
    counsel:
      'Tome a sua próxima decisão importante a partir dos seus princípios, e não da pressão, e compartilhe o que você sabe.',
  },
};

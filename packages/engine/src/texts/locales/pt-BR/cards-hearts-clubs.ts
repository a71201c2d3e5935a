import type { CardText } from '../../types.js';
import type { HeartsClubsKey } from '../types.js';

/** A♥ … K♥, A♣ … K♣ and the Joker in Brazilian Portuguese: written anew from the English, not word for word. Their names
 * are in names.ts. */
export const HEARTS_CLUBS_JOKER: Readonly<Record<HeartsClubsKey, CardText>> = {
  'A♥': {
    title: 'A semente do desejo',
    description:
      'O Ás de Copas é a primeira carta de todo o baralho e traz o primeiro movimento do coração: a vontade de amar, de ser amado e de começar algo que realmente importa para você. Quando esta carta é a sua, os sentimentos costumam chegar cedo e pedem ação. Talvez você sinta um anseio por proximidade muito antes de conseguir dar nome a ele, ou se sinta atraído a formar uma família, uma amizade ou um projeto criativo em que possa colocar todo o seu carinho. O dom aqui é a coragem do coração: muitas vezes é você quem dá o primeiro passo. A sombra é a impaciência, o hábito de esperar que os outros provem que você merece amor, ou de viver tão ocupado que o desejo nem é ouvido. Trabalhe com essa energia dizendo em palavras simples o que você quer e, depois, dando um passo pequeno e concreto nessa direção. O amor que nasce do respeito por si mesmo tende a durar, e o Ás recompensa quem cuida da semente, e não só quem a planta.',
    keywords: [
      'desejo de amar',
      'novos começos',
      'coragem do coração',
      'ambição',
      'amor-próprio',
      'iniciativa',
    ],
    essence: 'uma vontade nova de proximidade e a coragem de abrir outro capítulo do coração',
    counsel: 'Diga numa frase simples o que o seu coração quer e dê hoje um pequeno passo nessa direção.',
  },
  '2♥': {
    title: 'O laço dos namorados',
    description:
      'O Dois de Copas é a carta dos Enamorados, a imagem de duas pessoas que se encontram e se escolhem. Fala de romance, mas também de amizade, de boa companhia e do simples conforto de ser compreendido. Esta carta pertence à Família Mística: é semifixa e só troca de lugar com sua parceira, o Ás de Paus, por isso mantém uma estabilidade rara enquanto o resto do baralho se move ao seu redor. Muitas pessoas com esta carta percebem que a vida delas é moldada por poucos laços profundos, mais do que por muitos passageiros. Seu dom é o calor humano, a lealdade e um talento natural para a parceria. Sua sombra pode ser o medo de ficar sozinho, que leva a segurar forte demais ou a se encaixar nos planos de outra pessoa. O trabalho prático é manter a própria voz dentro da união. Peça o que você precisa, escute o que o outro precisa e deixe que a intimidade seja um lugar onde os dois cresçam.',
    keywords: ['união', 'enamorados', 'parceria', 'amizade', 'lealdade', 'família mística'],
    essence: 'um encontro caloroso de dois corações e a promessa de uma parceria verdadeira',
    counsel: 'Diga às pessoas mais próximas do que você precisa e faça a elas a mesma pergunta.',
  },
  '3♥': {
    title: 'O coração de muitos cômodos',
    description:
      'O Três de Copas leva a criatividade para o território dos sentimentos. É a carta do coração de muitos cômodos: você consegue amar de várias maneiras ao mesmo tempo, enxergar todos os lados de uma relação e expressar emoções com palavras, música, cores ou brincadeira. Essa amplitude é um dom: torna você compreensivo, inventivo e quase nunca entediante. O outro lado da mesma moeda é a indecisão e a preocupação. Quando o afeto tem mais de um caminho possível, você pode hesitar, duvidar do que sente ou se afligir pensando se é amado o bastante. Nada disso é defeito; é energia criativa que ainda não encontrou um canal. O mais útil é dar forma a ela. Escreva a carta, pinte o clima, cante a música. Nas relações, escolha um passo honesto em vez de deixar todas as portas entreabertas. A clareza costuma vir depois do compromisso, e não antes, e um coração sossegado se torna maravilhosamente expressivo.',
    keywords: [
      'criatividade emocional',
      'expressão',
      'variedade no amor',
      'indecisão',
      'preocupação',
      'imaginação',
    ],
    essence: 'uma onda de sentimento criativo e um convite gentil a escolher para onde vai o seu afeto',
    counsel:
      'Transforme um sentimento inquieto em algo feito com as mãos ou com palavras antes de decidir o que ele significa.',
  },
  '4♥': {
    title: 'O fogo da lareira',
    description:
      'O Quatro de Copas é a lareira no centro da casa: uma chama constante de afeto que aquece todos que se reúnem ao redor dela. Fala de família, de amizades leais e da satisfação tranquila de saber a que lugar você pertence. Se esta carta é a sua, você provavelmente valoriza a segurança no amor e está disposto a trabalhar por ela, construindo confiança um dia comum de cada vez. Você pode sentir um forte impulso de proteger os seus, e as pessoas costumam se sentir seguras ao seu lado. O dom é a constância. A sombra é que o conforto pode endurecer e virar hábito, ou a proteção virar controle, e o medo da mudança pode impedir você de dizer o que precisa ser dito. Mantenha o fogo aceso alimentando-o. Crie pequenos rituais, diga em voz alta o que você aprecia e deixe entrar um pouco de novidade nos laços de sempre. Um lar do coração continua forte quando suas portas e janelas ainda se abrem.',
    keywords: ['lar', 'família', 'segurança emocional', 'satisfação', 'proteção', 'lealdade'],
    essence: 'o calor tranquilo do lar, da família e de um amor com que se pode contar',
    counsel:
      'Diga a alguém da sua casa, com palavras, uma coisa que você admira nessa pessoa e quase nunca diz.',
  },
  '5♥': {
    title: 'O coração andarilho',
    description:
      'O Cinco de Copas é o coração em movimento. Traz mudanças nas relações e o desejo de viver o amor de jeitos novos: outra cidade, outro círculo de amigos, uma compreensão diferente do que você precisa dos outros. Se esta é a sua carta, a variedade alimenta você, e talvez tenha aprendido cedo que os sentimentos não são fixos, mas viajam como o tempo. Seu dom é a abertura: você se adapta, perdoa e está disposto a enxergar as pessoas com outros olhos. Sua sombra é a inquietação, a vontade de ir embora de uma situação antes que ela tenha tido tempo de ensinar alguma coisa, ou de manter as relações leves para que ninguém consiga prender você. Tente distinguir crescimento de fuga. Antes de seguir em frente, pergunte-se para onde está indo. Quando a mudança é escolhida com cuidado, o Cinco vira uma aventura compartilhada, e não um rastro de despedidas, e a sua curiosidade pelo amor se transforma em sabedoria.',
    keywords: ['mudança emocional', 'novas experiências', 'viagens', 'inquietação', 'liberdade', 'abertura'],
    essence: 'uma fase de sentimentos em mudança, rostos novos e um coração com vontade de explorar',
    counsel: 'Antes de deixar uma situação, escreva para onde você está indo, e não só o que está deixando.',
  },
  '6♥': {
    title: 'O coração pacificador',
    description:
      'O Seis de Copas é a carta do pacificador. Carrega a certeza de que o que damos no amor volta para nós, e de que a harmonia nas relações se constrói com pequenas trocas justas ao longo do tempo. Se esta carta é a sua, talvez você se sinta responsável por manter a paz em casa ou entre os amigos, e muitas vezes é quem percebe que algo saiu do equilíbrio. É um dom de verdade: você sabe acalmar um ambiente e ajudar os outros a fazer as pazes. Sua sombra é a paz que custa caro demais, quando você se cala para evitar um conflito ou guarda em silêncio a conta dos favores devidos. A lei de causa e efeito desta carta é suave, mas honesta: a bondade plantada costuma voltar, e os padrões que ninguém enfrenta costumam se repetir. Trabalhe com ela acertando velhas dívidas do coração, dizendo com carinho o que é difícil e deixando que a verdadeira paz se apoie na sinceridade, e não no silêncio.',
    keywords: ['paz', 'harmonia', 'responsabilidade no amor', 'causa e efeito', 'justiça', 'reconciliação'],
    essence: 'a chance de restaurar a harmonia e de ver voltar a bondade que você ofereceu',
    counsel:
      'Acerte esta semana uma pequena dívida do coração: um pedido de desculpas, um obrigado ou uma promessa cumprida.',
  },
  '7♥': {
    title: 'A mão aberta do amor',
    description:
      'O Sete de Copas convida você a amar sem segurar forte demais. Os setes são cartas espirituais, e no naipe dos sentimentos este pede fé: confiar que o amor que você dá não se perde, mesmo quando não volta do jeito que você esperava. Se esta carta é a sua, as relações podem ser a sua grande mestra. Talvez você sinta ciúme, medo de perder ou a impressão de que os outros têm poder sobre a sua felicidade. Esses momentos não significam que há algo errado com você; são convites para encontrar dentro de si uma fonte de amor mais estável. Seu dom é uma capacidade notável de amor incondicional, de perdão e de cura emocional, assim que o medo afrouxa. Sua sombra é a possessividade, ou se fechar para não se machucar. Trabalhe com ela percebendo onde você se agarra e escolhendo abrir a mão. Dê com liberdade, solte os resultados e deixe as pessoas serem quem são. O que você para de agarrar muitas vezes volta com mais carinho do que antes.',
    keywords: ['amor incondicional', 'desapego', 'fé', 'perdão', 'cura emocional', 'confiança'],
    essence: 'uma lição de amar com liberdade e de confiar no que você não pode segurar',
    counsel: 'Perceba onde você está segurando forte demais no amor e afrouxe um pouco, com delicadeza.',
  },
  '8♥': {
    title: 'O coração magnético',
    description:
      'O Oito de Copas guarda o poder do amor em sua forma mais forte: carisma emocional, uma presença calorosa que atrai as pessoas e a capacidade de curar e animar por meio do sentimento. Se esta é a sua carta, talvez você perceba que os outros reagem ao seu humor, seguem o seu exemplo ou se abrem rapidamente com você. Esse magnetismo é um dom real, útil no ensino, nas profissões de cuidado, no palco e em qualquer papel em que as pessoas precisem se sentir vistas. A sombra aparece quando o charme é usado para conduzir as pessoas em vez de servi-las, ou quando você se doa tanto que fica sem reservas. O poder do coração é mais bem usado com consciência. Pergunte-se o que você quer criar com a sua influência e escolha metas que deixem os outros mais fortes. O descanso também faz parte da disciplina. Um coração cheio pode encher muitas taças, mas só se você o reabastecer com frequência com calma, alegria e a companhia de quem também dá.',
    keywords: ['poder emocional', 'carisma', 'charme', 'cura', 'influência', 'magnetismo'],
    essence: 'uma onda de calor humano e charme que atrai as pessoas para perto de você',
    counsel:
      'Use hoje a sua influência para levantar o ânimo de alguém e depois reserve um tempo de verdade para reabastecer o seu coração.',
  },
  '9♥': {
    title: 'O coração do tamanho do mundo',
    description:
      'O Nove de Copas é o coração que cresceu o bastante para abraçar o mundo. Os noves trazem conclusão, e no naipe do amor isso significa aprender a dar sem esperar um retorno específico, e deixar que algumas esperanças pessoais cedam lugar a um amor mais amplo pelas pessoas. Também faz parte da Família Mística, em par com o Sete de Ouros, e tem uma serenidade própria. Se esta carta é a sua, talvez você conheça bem os finais: amizades que cumprem seu ciclo, sonhos que mudam de forma. Cada um deles, vivido com delicadeza, tende a deixar você mais gentil e mais generoso. Seu dom é a compaixão em grande escala, muitas vezes expressa no serviço, na arte ou no cuidado de muitos. Sua sombra é a decepção que fica quando a vida não se parece com a imagem que você tinha. Trabalhe com ela vivendo o luto com honestidade e, depois, voltando-se para fora. Pergunte-se quem precisaria hoje da sua bondade e deixe que o encerramento abra espaço para um amor maior.',
    keywords: ['amor universal', 'conclusão', 'compaixão', 'finais emocionais', 'generosidade', 'serviço'],
    essence: 'o encerramento sereno de um capítulo emocional e um amor mais amplo e generoso',
    counsel:
      'Deixe uma velha mágoa terminar o seu ciclo e ofereça a bondade que ela prendia a alguém que precisa dela agora.',
  },
  '10♥': {
    title: 'O coração da festa',
    description:
      'O Dez de Copas é o sucesso que chega por meio das pessoas. É a carta do palco, do encontro e da multidão: a capacidade de se conectar com grupos, de encantar uma plateia e de transformar qualquer ambiente numa celebração. Se esta é a sua carta, talvez você brilhe em funções que lidam com o público, como ensinar, atuar, receber pessoas, vender ou liderar uma comunidade. Seu dom é um calor generoso e sociável que faz os outros se sentirem incluídos, junto com a vontade de realizar algo visível. Sua sombra é depender de aplausos, temer que você só vale o seu último sucesso, ou se dividir entre tanta gente que ninguém chega a conhecer você de verdade. Trabalhe com ela escolhendo quais círculos realmente importam e investindo neles. Deixe que o reconhecimento seja um prazer, e não uma necessidade. Sua maior conquista podem ser as comunidades que você ajuda a criar, onde todos, inclusive você, têm o seu lugar.',
    keywords: ['sucesso social', 'grupos', 'plateia', 'celebração', 'reconhecimento', 'comunidade'],
    essence: 'sucesso com as pessoas, uma plateia acolhedora e a alegria de fazer parte de uma comunidade',
    counsel: 'Escolha o círculo que mais importa para você agora e dedique-se a ele por inteiro.',
  },
  'J♥': {
    title: 'O sacrifício do coração',
    description:
      'O Valete de Copas é conhecido como a carta do sacrifício e tem um lugar especial no baralho. É uma das três cartas fixas da Família Mística: em todas as tiragens permanece na mesma posição, um pequeno ponto de quietude em que se pode confiar enquanto todo o resto se move. Sua energia é a do jovem apaixonado e a do ajudante dedicado, alguém que dá de coração e se sente chamado a servir a algo maior do que o próprio conforto. Se esta carta é a sua, talvez você encontre um sentido profundo em cuidar dos outros, na família ou numa causa. É um dom verdadeiro. A sombra aparece quando dar vira martírio, quando você se sacrifica por culpa ou na esperança de reconhecimento, ou quando o romance juvenil foge das responsabilidades adultas. Trabalhe com ela dando com liberdade e por escolha, com limites claros. Um sacrifício feito com alegria eleva todo mundo; um feito com ressentimento não ajuda ninguém. A sua constância pode ser um presente para quem está ao seu redor.',
    keywords: [
      'sacrifício',
      'dedicação',
      'amor juvenil',
      'serviço',
      'generosidade',
      'carta fixa',
      'família mística',
    ],
    essence: 'um chamado a dar de coração, com liberdade e por escolha própria',
    counsel: 'Dê onde o seu coração diz sim, e diga um não gentil e claro onde dar viraria ressentimento.',
  },
  'Q♥': {
    title: 'A dama que acolhe',
    description:
      'A Dama de Copas é o coração que cuida no auge dos seus dons. Ela é a mãe, a anfitriã e a artista, alguém que ama por meio do cuidado, da beleza e do prazer de deixar os outros à vontade. Se esta carta é a sua, talvez você tenha um talento natural para criar um lar acolhedor, para criar filhos ou orientar outras pessoas, ou para uma arte que toca as emoções. O serviço é a sua maestria: ela sabe amar de maneiras práticas. Seu dom é a ternura unida à habilidade. Sua sombra é um gosto pelo conforto que pode virar excesso, seja na comida, no romance ou no caminho mais fácil, ou o hábito de cuidar de todos menos de você. Trabalhe com esta carta dando ao seu cuidado um destino que valha a pena e voltando parte dele para si. Descanse, aproveite a beleza e depois coloque os seus dons em ação. Quando o prazer e o propósito caminham juntos, o calor da Dama vira uma bênção duradoura para todos ao seu alcance.',
    keywords: ['cuidado', 'maternidade', 'beleza', 'hospitalidade', 'arte', 'serviço por amor', 'aconchego'],
    essence: 'um cuidado terno, a beleza e o dom de fazer os outros se sentirem em casa',
    counsel: 'Cuide de si hoje com a mesma ternura que você oferece tão facilmente a todos os outros.',
  },
  'K♥': {
    title: 'O rei da autoridade gentil',
    description:
      'O Rei de Copas é a maestria do coração. Os reis carregam autoridade, e este governa com calor e compreensão, não com força. Ele é a figura paterna, o amigo sábio e o líder que as pessoas seguem porque se sentem cuidadas. Se esta carta é a sua, talvez você tenha o dom de perceber o que os outros sentem e de guiá-los com gentileza, seja numa família, numa sala de aula ou numa empresa. Muitas vezes existe um senso de responsabilidade por muita gente ao mesmo tempo, como se o seu coração tivesse uma casa grande para cuidar. Seu dom é a sabedoria emocional colocada em prática. Sua sombra é a tentação de usar essa compreensão para controlar, ou de acumular mais vínculos do que você consegue honrar. Trabalhe com esta carta liderando com o coração e cumprindo a sua palavra. Escolha compromissos que você possa realmente manter e deixe que a sua autoridade se apoie na justiça. Um rei de copas se mede pelo quanto os outros florescem sob o seu cuidado.',
    keywords: [
      'maestria emocional',
      'paternidade',
      'liderança gentil',
      'sabedoria',
      'responsabilidade',
      'generosidade',
    ],
    essence: 'uma sabedoria emocional firme e a autoridade para guiar os outros com gentileza',
    counsel: 'Lidere com calor humano e faça só as promessas que você está pronto para cumprir.',
  },
  'A♣': {
    title: 'A sede de saber',
    description:
      'O Ás de Paus é a faísca da curiosidade: a sede de saber, de perguntar, de entender e de compartilhar o que se aprende. É o começo de toda ideia, o momento em que uma pergunta vira uma busca. Esta carta pertence à Família Mística. É semifixa e só troca de lugar com sua parceira, o Dois de Copas, então a sua estabilidade está entrelaçada com o amor. Muitas pessoas com esta carta percebem que conhecimento e afeto andam muito juntos para elas, e que desejam alguém com quem conversar sobre as suas ideias. Seu dom é o entusiasmo, uma mente rápida e um amor pelo aprendizado que pode inspirar os outros. Sua sombra é a impaciência: querer respostas na hora, passar para outra coisa antes que uma ideia amadureça ou ficar inquieto quando o coração não está nutrido. Trabalhe com ela seguindo uma única pergunta a fundo, em vez de muitas por cima, e compartilhando suas descobertas com pessoas de confiança. A curiosidade vira sabedoria quando você a deixa criar raízes.',
    keywords: [
      'curiosidade',
      'desejo de saber',
      'ideias novas',
      'entusiasmo',
      'aprendizado',
      'família mística',
    ],
    essence: 'uma pergunta nova e luminosa e a vontade de sair em busca da resposta',
    counsel: 'Escolha a pergunta que mais empolga você e dedique a ela uma hora sem pressa.',
  },
  '2♣': {
    title: 'O encontro das mentes',
    description:
      'O Dois de Paus é o encontro de duas mentes. É a carta da conversa, da troca de ideias e das amizades construídas em papos, debates e descobertas compartilhadas. Se esta carta é a sua, talvez você pense melhor em voz alta e se sinta mais vivo quando alguém está pensando ao seu lado. As parcerias no trabalho e nos estudos costumam importar tanto quanto o romance. Seu dom é uma comunicação viva e envolvente e a capacidade de encontrar pontos em comum. Sua sombra pode ser um medo silencioso da solidão, que leva a se agarrar à companhia, ou a tendência de a conversa ir ficando afiada até virar discussão. As duas coisas nascem do mesmo desejo: ser ouvido e compreendido. Trabalhe com ela praticando a outra metade do diálogo. Escute até o fim antes de responder, faça perguntas cuja resposta você ainda não sabe e passe algum tempo sozinho com os seus pensamentos, para que a companhia seja uma escolha, e não uma necessidade. Um bom parceiro de ideias dobra cada descoberta.',
    keywords: ['conversa', 'parceria intelectual', 'diálogo', 'cooperação', 'companheirismo', 'debate'],
    essence: 'uma boa conversa e alguém que ajuda você a pensar com mais clareza',
    counsel: 'Na sua próxima conversa importante, escute até o fim antes de formular a resposta.',
  },
  '3♣': {
    title: 'A pena inquieta',
    description:
      'O Três de Paus é a mente criativa a toda velocidade. Traz um dom para as palavras e as ideias: escrever, falar, vender, inventar, encontrar dez jeitos de dizer a mesma coisa. Se esta carta é a sua, sua mente provavelmente anda rápido e em muitas direções, o que faz de você alguém espirituoso, cheio de recursos e uma ótima companhia. Os três também trazem indecisão, e no naipe do pensamento isso pode aparecer como preocupação. Uma mente ocupada pode ficar rodando em volta de um problema sem chegar a lugar nenhum, duvidar das próprias escolhas ou temer que não haja dinheiro, tempo ou oportunidades suficientes. Essas preocupações costumam ser energia criativa sem ter para onde ir. Dê um rumo a ela. Anote as coisas, transforme a ansiedade em planos e escolha um projeto para terminar antes de começar o próximo. A variedade sempre vai alimentar você, então coloque-a nos seus dias de propósito. Quando você faz as pazes com a sua mente de muitas faces, ela se torna uma fonte de obra original.',
    keywords: [
      'pensamento criativo',
      'escrita',
      'autoexpressão',
      'indecisão',
      'preocupação',
      'versatilidade',
    ],
    essence: 'uma enxurrada de ideias e palavras em busca do caminho certo',
    counsel:
      'Escreva as suas preocupações como uma lista de próximos passos e termine um projeto antes de começar outro.',
  },
  '4♣': {
    title: 'A mente bem ordenada',
    description:
      'O Quatro de Paus é a mente estável: bom senso, pensamento prático e a satisfação de saber no que você acredita e por quê. Se esta carta é a sua, talvez você tenha um dom para organizar informações, ensinar com clareza ou dar conselhos em que os outros podem confiar. A sua palavra costuma ter peso porque se apoia na experiência. Os quatro trazem estabilidade, e no naipe do conhecimento isso pode significar uma vida mental calma e organizada e um jeito especial de criar estruturas que duram. A sombra é que a firmeza pode virar teimosia. Opiniões assentadas podem fechar a porta para novas evidências, e o desejo de certeza pode tornar a mudança desconfortável. Trabalhe com esta carta deixando sempre uma janela aberta. Leia algo que desafie você, peça outros pontos de vista antes de decidir e lembre-se de que os alicerces mais sólidos são os que podem ser melhorados. A sua estabilidade vira um dom de verdade quando anda junto com a curiosidade.',
    keywords: [
      'estabilidade mental',
      'bom senso',
      'conselho claro',
      'organização',
      'satisfação',
      'convicção',
    ],
    essence: 'um pensamento claro, um bom julgamento e uma mente calma e organizada',
    counsel: 'Antes de fechar uma opinião, leia ou peça um ponto de vista que discorde honestamente do seu.',
  },
  '5♣': {
    title: 'O viajante curioso',
    description:
      'O Cinco de Paus é o viajante curioso. Traz uma mente inquieta e desbravadora, que aprende melhor indo, vendo e experimentando por conta própria. Se esta carta é a sua, talvez você adore viagens, assuntos novos, rostos desconhecidos e conversas com estranhos. Para você, a variedade não é um luxo: é o que mantém o seu pensamento vivo. Seu dom é a mente aberta e uma grande bagagem de experiências, que torna você adaptável e interessante. Sua sombra é a tendência de mudar de ideia, de planos ou de rumo antes que qualquer coisa tenha tempo de assentar, deixando pontas soltas pelo caminho. Os outros podem ver nisso inconstância, quando na verdade é fome do novo. Trabalhe com ela dando uma casa à sua inquietação. Planeje as suas aventuras de propósito, estude algum assunto a fundo, e não só por alto, e mantenha firmes alguns compromissos enquanto o resto da vida se move. Um viajante com bússola enxerga muito mais do que quem só vagueia.',
    keywords: [
      'curiosidade',
      'viagens',
      'mudança de ideia',
      'inquietação',
      'novas experiências',
      'adaptabilidade',
    ],
    essence: 'uma curiosidade inquieta, horizontes novos e a vontade de aprender pelo caminho',
    counsel:
      'Planeje de propósito a sua próxima mudança e mantenha um compromisso firme enquanto todo o resto se move.',
  },
  '6♣': {
    title: 'O guardião da palavra verdadeira',
    description:
      'O Seis de Paus é a carta da palavra verdadeira. Traz um senso de responsabilidade pelo que você diz e sabe e, muitas vezes, uma intuição tranquila que percebe o que é certo antes de conseguir explicar. Se esta carta é a sua, talvez você se sinta chamado a falar, ensinar ou escrever de um jeito que ajude os outros a encontrar o próprio caminho, e talvez perceba que as suas palavras pesam mais do que você imagina. Os seis falam de causa e efeito: o que você pensa e diz molda o que volta para você. Seu dom é a clareza interior e uma mente em paz quando você vive de acordo com os seus valores. Sua sombra é a tendência de esperar que a vida aja em vez de agir, ou de ficar calado sobre o que sabe. Trabalhe com ela confiando na sua voz interior e falando com honestidade e delicadeza. Cumpra as promessas, confira os fatos e deixe que as suas palavras sejam uma fonte de paz para quem as escuta.',
    keywords: [
      'palavra sincera',
      'intuição',
      'responsabilidade',
      'causa e efeito',
      'paz de espírito',
      'orientação',
    ],
    essence: 'um saber interior silencioso e a responsabilidade de dizê-lo com honestidade',
    counsel: 'Diga a verdade com delicadeza e cumpra cada promessa que você fizer com as suas palavras.',
  },
  '7♣': {
    title: 'A mente que escolhe a fé',
    description:
      'O Sete de Paus é a mente aprendendo a confiar. Os setes trazem desafios espirituais, e no naipe do pensamento isso significa o trabalho de escolher a fé em vez do medo. Se esta carta é a sua, talvez você tenha uma mente talentosa e perceptiva, que enxerga além do óbvio, com uma inclinação natural para a filosofia, a espiritualidade ou o estudo profundo. Essa mesma sensibilidade pode deixar você propenso à dúvida ou ao pensamento negativo, principalmente quando a vida não sai como planejado. O desafio não é parar de pensar, mas perceber quais pensamentos vale a pena guardar. Seu dom é o conhecimento inspirado, aquele que chega quando a mente está quieta. Sua sombra é a preocupação que se alimenta de si mesma. Trabalhe com ela criando momentos regulares de silêncio, anotando os seus medos para poder olhá-los com clareza e largando as crenças que só diminuem você. Quando você confia no processo, a sua mente se torna uma fonte de clareza para os outros.',
    keywords: [
      'conhecimento espiritual',
      'fé em vez de medo',
      'desafio mental',
      'clareza interior',
      'desapego',
      'quietude',
    ],
    essence: 'uma prova de confiança para a mente e a inspiração que vem depois de soltar',
    counsel:
      'Quando um pensamento de medo se repetir, escreva-o, olhe para ele à luz do dia e decida se quer mesmo guardá-lo.',
  },
  '8♣': {
    title: 'A mente inabalável',
    description:
      'O Oito de Paus é o poder mental: a mente focada que sabe se concentrar, decidir e convencer. É uma das três cartas fixas da Família Mística. Em todas as tiragens ocupa a mesma posição, uma constância tranquila que espelha a sua natureza: quando esta mente se decide por algo, raramente vacila. Se esta carta é a sua, talvez você tenha um dom para o estudo, para resolver problemas, para ensinar ou para liderar por meio das ideias, e as pessoas podem procurar em você uma resposta firme. A sombra dessa força é a teimosia. Uma mente fixa pode se apegar a opiniões que já passaram da hora, ou querer vencer discussões que não precisavam ser vencidas. Trabalhe com esta carta apontando o seu foco para metas que valham a pena e deixando um pouco de espaço para a surpresa. Aprenda com quem pensa diferente e deixe que as suas conclusões sejam firmes, mas não definitivas. Um foco constante e bem direcionado pode mover quase tudo o que você escolher.',
    keywords: [
      'poder mental',
      'foco',
      'concentração',
      'persuasão',
      'determinação',
      'carta fixa',
      'família mística',
    ],
    essence: 'um poder mental concentrado e a determinação de levar uma ideia até o fim',
    counsel:
      'Aponte toda a sua concentração para uma meta que valha a pena e deixe-se surpreender pelo caminho.',
  },
  '9♣': {
    title: 'A mente que deixa ir',
    description:
      'O Nove de Paus traz a conclusão das ideias e o compartilhamento do conhecimento em grande escala. Os noves são cartas de finais e de amor universal, e no naipe da mente pedem que você deixe alguns planos, crenças ou projetos se encerrarem para que algo mais sábio ocupe o lugar deles. Se esta carta é a sua, talvez você descubra que aprende mais com o que não dá certo. Talvez também sinta a vocação de ensinar, de escrever para muitos ou de passar adiante o que a vida lhe mostrou. Seu dom é uma compreensão ampla e generosa, capaz de falar com todo tipo de pessoa. Sua sombra é a inquietação mental ou a decepção: muita coisa começada, menos coisa terminada e uma sensação persistente do que poderia ter sido. Trabalhe com ela terminando o que importa, soltando o resto com gratidão e oferecendo a sua experiência onde ela puder ajudar. Os finais da mente, vividos com elegância, abrem espaço para um olhar mais amplo.',
    keywords: ['conclusão', 'compartilhar o saber', 'finais', 'compreensão ampla', 'libertação', 'ensino'],
    essence: 'o encerramento de um velho jeito de pensar e espaço para uma compreensão mais ampla',
    counsel:
      'Termine o projeto que mais importa e solte com gratidão aqueles que já ficaram pequenos para você.',
  },
  '10♣': {
    title: 'O louro do saber',
    description:
      'O Dez de Paus é o sucesso por meio do conhecimento. É a carta da mente realizada, comum entre professores, escritores, pesquisadores e pessoas que constroem a carreira sobre o que sabem. Se esta carta é a sua, talvez você sinta um forte impulso de aprender, de realizar e de ser reconhecido pelas suas ideias, junto com um talento para compartilhá-las com grupos. Os dez falam de plenitude e do coletivo, por isso o seu conhecimento costuma ir mais longe quando está a serviço dos outros. Seu dom é a ambição intelectual unida a uma capacidade real. Sua sombra é o excesso de trabalho, a sensação de precisar provar o tempo todo o quanto você sabe, ou uma ambição que atropela o descanso e as relações. Trabalhe com esta carta escolhendo a área que realmente importa para você e se aprofundando nela. Ensine o que aprende, colabore em vez de competir e meça o sucesso pela compreensão que você espalha, tanto quanto pelos títulos que conquista.',
    keywords: [
      'sucesso pelo conhecimento',
      'conquista',
      'ensino',
      'grupos',
      'ambição intelectual',
      'reconhecimento',
    ],
    essence: 'conquistas que nascem do estudo e ideias que alcançam um público amplo',
    counsel:
      'Ensine a alguém o que você aprendeu nesta fase e conte o ato de compartilhar como parte do seu sucesso.',
  },
  'J♣': {
    title: 'O aprendiz engenhoso',
    description:
      'O Valete de Paus é a mente jovem e brilhante: rápida, inventiva e cheia de sacadas. Os valetes são os iniciados do baralho, juvenis e criativos, e no naipe do conhecimento este adora jogos de palavras, conceitos novos e o prazer de estar um passo à frente. Se esta carta é a sua, talvez você tenha um dom para a escrita, o marketing, o design ou qualquer trabalho que peça originalidade e ideias frescas. Muitas vezes você enxerga um ângulo novo antes dos outros. Sua sombra é o lado malandro: a tentação de torcer a verdade, de escapar das responsabilidades no papo ou de ficar para sempre no papel de aluno brilhante em vez de crescer rumo à maestria. Trabalhe com esta carta unindo a sua esperteza à integridade. Que as suas ideias sejam honestas além de brilhantes; termine o que você inventa e deixe que os seus mentores ajudem você a amadurecer. Uma mente criativa com um bom coração consegue transformar inspiração em obra duradoura.',
    keywords: ['esperteza', 'originalidade', 'mente jovem', 'humor afiado', 'invenção', 'malandragem'],
    essence: 'uma ideia nova e engenhosa e a faísca juvenil para fazê-la brilhar',
    counsel: 'Sustente a sua melhor ideia com trabalho honesto e termine-a antes que a próxima chame você.',
  },
  'Q♣': {
    title: 'A conselheira intuitiva',
    description:
      'A Dama de Paus é a mente intuitiva e organizadora a serviço dos outros. Ela sabe das coisas rapidamente, muitas vezes antes de conseguir explicar como, e tem o dom de colocar o conhecimento para trabalhar em favor dos outros. Se esta carta é a sua, talvez você seja a pessoa que os outros procuram em busca de conselho, de um plano ou da palavra certa na hora certa. As damas carregam a maestria do cuidado, e no naipe das ideias isso significa ensinar, aconselhar, publicar, gerenciar ou qualquer papel que traga ordem à informação e cuidado às pessoas. Seu dom é uma inteligência viva e perceptiva unida a um impulso generoso. Sua sombra é a impaciência com mentes mais lentas, uma língua afiada quando está cansada, ou tantas responsabilidades que a intuição acaba abafada. Trabalhe com esta carta protegendo momentos de silêncio para o seu saber interior e falando com gentileza, além de precisão. Quando a sua mente serve ao seu coração, a sua orientação vira um presente que os outros lembram por anos.',
    keywords: [
      'intuição',
      'organização',
      'aconselhamento',
      'serviço pelo conhecimento',
      'percepção',
      'ensino',
    ],
    essence: 'uma intuição rápida e a sabedoria prática para ajudar os outros com o que você sabe',
    counsel: 'Proteja uma hora tranquila para a sua intuição e diga com gentileza o que ela lhe mostrar.',
  },
  'K♣': {
    title: 'O soberano das ideias',
    description:
      'O Rei de Paus é a maestria da mente. Ele é o professor, o especialista e o líder cuja autoridade se apoia no conhecimento e na clareza de pensamento. Se esta carta é a sua, talvez você tenha o dom de enxergar o formato de um problema, traçar uma visão e guiar os outros até ela. As pessoas costumam confiar no seu julgamento e procurar em você uma direção. Os reis trazem responsabilidade, e aqui isso significa usar a sua inteligência para o bem de quem segue você. Seu dom é a sabedoria, a independência de pensamento e uma capacidade natural de liderar pelas ideias. Sua sombra é a tendência de ficar preso aos próprios pontos de vista, de perder a paciência com quem discorda ou de ser tão autossuficiente que esquece de pedir ajuda. Trabalhe com esta carta continuando aluno mesmo enquanto lidera. Ouça outras perspectivas, explique em vez de mandar e divida o mérito. A verdadeira maestria da mente abre espaço para que os outros também pensem bem.',
    keywords: ['maestria mental', 'liderança', 'especialização', 'visão', 'sabedoria', 'independência'],
    essence: 'o domínio do conhecimento e a autoridade para guiar os outros com as suas ideias',
    counsel: 'Lidere explicando em vez de mandar e divida o mérito com quem ajudou você a pensar.',
  },
  Joker: {
    title: 'A carta fora do baralho',
    description:
      'O Curinga é a carta de nascimento de quem nasceu em 31 de dezembro, o último dia do ano, e é uma carta diferente de todas as outras. Fica fora das cinquenta e duas e reúne todos os naipes ao mesmo tempo: o calor de Copas, a curiosidade de Paus, os valores de Ouros e o trabalho de Espadas. No jogo, o Curinga pode virar o que for preciso, e esse também é o seu espírito aqui. Se esta é a sua carta, talvez você se sinta livre para assumir muitos papéis, para transitar entre mundos e para olhar a vida com uma pitada de humor e de perspectiva. Como o Curinga fica fora do baralho, ele não tem um lugar fixo nas tiragens anuais e de período que guiam as outras cartas. Isso não é uma falta. É liberdade: o seu caminho é você quem escreve, sem roteiro pronto. Seu dom é a versatilidade e o espírito brincalhão. Sua sombra é se dispersar ou se esconder atrás de uma máscara. Escolha o seu papel com consciência e viva-o de corpo e alma.',
    keywords: [
      'liberdade',
      'todos os naipes',
      'versatilidade',
      'espírito brincalhão',
      'curinga',
      '31 de dezembro',
    ],
    essence: 'a liberdade de assumir qualquer papel e de escrever o seu próprio roteiro',
    counsel: 'Escolha o papel que você quer viver nesta fase e entregue-se a ele de corpo e alma.',
  },
};

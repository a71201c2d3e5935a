import type { PositionKey } from '../../types.js';
import type { ComposeTemplate } from '../types.js';

/**
 * How a card reads in each place, in Brazilian Portuguese (English: ../en/compose.ts). Each lead is
 * written for its own place ("carta do Sol", "carta de Deslocamento"). The card and its essence never
 * follow "de", "em", "por" or "a", where their article would have to contract ("do", "no", "pelo", "ao").
 */
export const COMPOSE: Readonly<Record<PositionKey, ComposeTemplate>> = {
  sun: {
    lead: 'Como a sua carta do {{place}}, {{card}} ocupa o centro da leitura e descreve a essência de quem você é: {{essence}}.',
    bridge: {
      hearts:
        'A sua é uma vida guiada pelo coração, e essa qualidade aparece sobretudo no jeito como você ama e é amado.',
      clubs:
        'A sua é uma vida guiada pela mente, e essa qualidade aparece no jeito como você aprende, fala e dá sentido às coisas.',
      diamonds:
        'A sua é uma vida moldada pelo que você valoriza, e essa qualidade aparece no jeito como você ganha, gasta e decide o que importa.',
      spades:
        'A sua é uma vida moldada pelo trabalho e pela vontade, e essa qualidade aparece no jeito como você se esforça, se cura e fica mais sábio.',
      other:
        'Seja o que for que o resto da tiragem mostre, esta é a qualidade à qual você sempre volta e sobre a qual sempre pode construir.',
    },
  },
  mercury: {
    lead: 'Na sua posição de {{place}}, {{card}} fala por meio dos seus pensamentos, das suas conversas e das notícias que chegam até você, e traz {{essence}}.',
    bridge: {
      hearts:
        'No começo do período, os sentimentos pedem palavras: uma mensagem sincera, uma conexão rápida ou notícias de alguém querido.',
      clubs:
        'As ideias chegam rápido no começo do período, então tenha um caderno por perto e deixe a curiosidade guiar você.',
      diamonds:
        'No começo do período, as notícias podem envolver dinheiro ou planos, e pensar com rapidez e clareza sobre valor compensa.',
      spades:
        'No começo do período, as mensagens podem tratar de trabalho ou de saúde, e uma cabeça fresca ajuda você a respondê-las bem.',
      other:
        'Espere por isso no começo do período, em ideias que chegam depressa e em palavras que pesam mais do que o normal.',
    },
  },
  venus: {
    lead: 'Na sua posição de {{place}}, {{card}} toca o amor, a amizade e os prazeres que você compartilha, e traz {{essence}}.',
    bridge: {
      hearts:
        'A carta está em casa aqui, e o carinho dado livremente tende a encontrar o caminho de volta até você.',
      clubs:
        'O amor cresce agora com uma boa conversa, e trocar ideias pode aproximar você das pessoas de quem gosta.',
      diamonds:
        'A generosidade e os valores em comum moldam agora os seus laços mais próximos, e pequenos presentes pensados dizem muito.',
      spades:
        'O amor se mostra agora de formas práticas: trabalho em conjunto, rotinas estáveis e cuidado com o bem-estar um do outro.',
      other: 'Este é um tempo em que o calor que você oferece aos outros tende a voltar para você.',
    },
  },
  mars: {
    lead: 'Na sua posição de {{place}}, {{card}} desperta a sua garra, as suas ambições e a sua vontade de competir, e traz {{essence}}.',
    bridge: {
      hearts:
        'Os sentimentos podem ficar intensos, então deixe a paixão impulsionar o que você faz em vez de transbordar em brigas.',
      clubs:
        'A sua mente é agora a sua melhor ferramenta em qualquer disputa, e um argumento bem construído vence mais do que a voz alterada.',
      diamonds:
        'A ambição com dinheiro e negócios está acesa, e um trato justo e firme serve mais a você do que a força.',
      spades:
        'A energia para o trabalho pesado está alta; gaste-a na tarefa que está à sua frente e deixe o corpo descansar entre um esforço e outro.',
      other:
        'Canalizada com coragem, e não com força, essa energia ajuda você a fazer as coisas andarem e a manter a sua posição.',
    },
  },
  jupiter: {
    lead: 'Na sua posição de {{place}}, onde as bênçãos crescem com mais facilidade, {{card}} traz {{essence}}.',
    bridge: {
      hearts:
        'Aqui o calor humano se multiplica: as amizades se aprofundam, a família se une e a bondade volta em dobro.',
      clubs:
        'Aqui o aprendizado e as ideias se expandem, e o que você estuda ou compartilha agora pode abrir portas generosas.',
      diamonds:
        'Aqui as bênçãos materiais se juntam com facilidade, então abra espaço para elas e divida parte do que chegar.',
      spades:
        'O trabalho feito agora tende a ser bem recompensado, e a sua saúde e a sua vitalidade podem estar no seu momento mais generoso.',
      other: 'Dê espaço para essa qualidade crescer e compartilhe o que ela trouxer.',
    },
  },
  saturn: {
    lead: 'Na sua posição de {{place}}, {{card}} se torna um mestre de paciência e responsabilidade e ensina as suas lições trazendo {{essence}}.',
    bridge: {
      hearts:
        'A lição pode vir por meio de um relacionamento, e a paciência com sentimentos sinceros a transforma numa força duradoura.',
      clubs:
        'A lição pode ser acalmar a preocupação e pensar as coisas com calma, porque uma mente serena é o presente deste mestre.',
      diamonds:
        'A lição pode envolver dinheiro ou o seu valor, e um orçamento cuidadoso e um trato justo constroem uma segurança que fica.',
      spades:
        'A lição costuma envolver o seu corpo e a sua carga de trabalho, então hábitos constantes e descanso suficiente viram os seus aliados.',
      other:
        'Saturno ensina, não castiga: aqui o esforço constante e honesto constrói uma força que você vai manter.',
    },
  },
  uranus: {
    lead: 'Na sua posição de {{place}}, {{card}} chega por caminhos inesperados, pela intuição, pelos amigos, pelo trabalho ou pelos imóveis, e traz {{essence}}.',
    bridge: {
      hearts:
        'Uma surpresa pode vir por meio de amigos ou de um rosto novo, então mantenha o coração aberto ao inesperado.',
      clubs:
        'Ideias repentinas são prováveis, e um palpite digno de confiança pode chegar até você por amigos ou colegas.',
      diamonds:
        'Questões de dinheiro ou de imóveis podem mudar de rumo de repente, e manter a flexibilidade permite aproveitar as boas oportunidades.',
      spades:
        'Mudanças no trabalho ou na rotina podem chegar sem aviso; mantenha-se flexível e confie na sua intuição.',
      other:
        'Fique aberto às surpresas, porque o que parece atrapalhar os seus planos pode acabar sendo uma porta melhor.',
    },
  },
  neptune: {
    lead: 'Na sua posição de {{place}}, {{card}} circula entre os seus sonhos, as suas viagens e as esperanças que você guarda para si, e traz {{essence}}.',
    bridge: {
      hearts:
        'Uma esperança terna ou um sonho de amor pode estar tomando forma longe dos olhos, então deixe que ele cresça com delicadeza.',
      clubs:
        'A imaginação está funda agora, e sonhos ou viagens podem trazer ideias que só a razão deixaria passar.',
      diamonds:
        'Esperanças sobre dinheiro ou sobre um projeto distante podem estar se formando; sonhe à vontade e confira os números antes de se comprometer.',
      spades:
        'Um anseio espiritual ou uma viagem pode chamar você; siga esse chamado e mantenha os pés no chão pelo caminho.',
      other:
        'Parte disso ainda pode estar se formando longe dos olhos, então siga a esperança com delicadeza e confira os fatos pelo caminho.',
    },
  },
  pluto: {
    lead: 'Na sua posição de {{place}}, {{card}} lança o desafio que pode transformar você neste período: aprender a trabalhar com {{essence}}.',
    bridge: {
      hearts:
        'O crescimento acontece no coração, em amar com mais sabedoria, e a sua carta de Recompensa mostra aonde isso leva.',
      clubs:
        'O crescimento acontece no seu jeito de pensar, e a sua carta de Recompensa mostra aonde uma mente mais clara leva.',
      diamonds:
        'O crescimento acontece no que você valoriza e em como lida com os recursos, e a sua carta de Recompensa mostra aonde isso leva.',
      spades:
        'O crescimento acontece nos seus hábitos, na sua saúde e na sua vontade, e a sua carta de Recompensa mostra aonde esse esforço leva.',
      other:
        'Encare isso como uma meta a alcançar, e não como um obstáculo, e leia junto com a sua carta de Recompensa.',
    },
  },
  reward: {
    lead: 'Como fruto de enfrentar o desafio deste período, {{card}} na sua posição de {{place}} traz {{essence}}.',
    bridge: {
      hearts:
        'O esforço que você dedica à sua carta de Plutão amadurece aqui em laços mais calorosos e verdadeiros.',
      clubs:
        'O esforço que você dedica à sua carta de Plutão amadurece aqui numa compreensão que você pode compartilhar.',
      diamonds:
        'O esforço que você dedica à sua carta de Plutão amadurece aqui em algo de valor real e duradouro.',
      spades:
        'O esforço que você dedica à sua carta de Plutão amadurece aqui em força, habilidade e uma paz conquistada com suor.',
      other: 'O esforço que você dedica à sua carta de Plutão é o que amadurece neste resultado.',
    },
  },
  peak: {
    lead: 'Na sua posição de {{place}}, {{card}} coroa o período com {{essence}}.',
    bridge: {
      hearts:
        'O ponto alto provavelmente será um momento do coração, quando o amor dá sentido a todo o período.',
      clubs:
        'O ponto alto provavelmente será um momento de clareza, quando a lição de todo o período fica evidente.',
      diamonds:
        'O ponto alto pode vir como uma noção clara do seu valor, quando você vê o que todo o esforço construiu.',
      spades:
        'O ponto alto pode vir de um trabalho bem feito, ou de uma vitória interior silenciosa que faz toda a subida valer a pena.',
      other: 'Procure por isso no ponto alto, o momento em que a lição de todo o período fica evidente.',
    },
  },
  moon: {
    lead: 'Na sua posição de {{place}}, {{card}} trabalha em silêncio logo atrás do seu Sol e nutre você com {{essence}}.',
    bridge: {
      hearts:
        'As pessoas queridas e os momentos de ternura alimentam você agora, então apoie-se nelas quando precisar de consolo.',
      clubs:
        'A reflexão tranquila, a leitura e as conversas de confiança alimentam você agora, então reserve tempo para elas.',
      diamonds: 'A segurança e os confortos simples sustentam você agora, então cuide deles sem culpa.',
      spades:
        'Rotinas estáveis, descanso e prática interior alimentam você agora, então proteja-os quando a vida apertar.',
      other:
        'Apoie-se nela quando precisar de consolo, porque ela é um dos recursos interiores a que você sempre pode recorrer.',
    },
  },
  earth: {
    lead: 'Na sua posição de {{place}}, {{card}} traz as lições do período para algo concreto: {{essence}}.',
    bridge: {
      hearts: 'Até o fim do período, espere ver isso no seu jeito de amar e de ser amado, no dia a dia.',
      clubs: 'Até o fim do período, espere ver isso no que você sabe, escreve ou ensina.',
      diamonds:
        'Até o fim do período, espere ver isso nas suas finanças, nos seus bens ou numa noção mais firme do seu valor.',
      spades:
        'Até o fim do período, espere ver isso nos seus hábitos, na sua saúde ou no formato do seu trabalho.',
      other:
        'Até o fim do período, espere que isso apareça como uma mudança real nos seus hábitos, nos seus resultados ou no seu dia a dia.',
    },
  },
  displacement: {
    lead: 'Como a sua carta de {{place}}, {{card}} marca o lugar que você ocupa neste período e pede que você carregue {{essence}}.',
    bridge: {
      hearts:
        'Talvez você se pegue cuidando dos sentimentos dos outros mais do que o normal; assuma isso de boa vontade, e isso se tornará uma força.',
      clubs:
        'Talvez peçam que você pense, fale ou decida em nome dos outros; assuma isso de boa vontade, e isso se tornará uma força.',
      diamonds:
        'Talvez caiba a você cuidar do dinheiro ou dos recursos com mais responsabilidade; se fizer isso bem, essa tarefa vira uma força.',
      spades:
        'Talvez caiba a você assumir trabalho extra ou cuidar da saúde com mais intenção, e fazer isso constrói uma força real.',
      other:
        'O papel dela é seu para aprender neste período; assuma-o de boa vontade, e ele se tornará uma força sua.',
    },
  },
  environment: {
    lead: 'Como a sua carta de {{place}}, {{card}} cria ao seu redor um clima que traz {{essence}}.',
    bridge: {
      hearts:
        'Carinho e boa vontade pairam ao seu redor, então aceite a gentileza que aparecer no seu caminho.',
      clubs: 'Boas ideias e informações úteis pairam ao seu redor, então escute bem e pergunte à vontade.',
      diamonds: 'Recursos e apoio fluem com mais facilidade ao seu redor, então permita-se recebê-los.',
      spades:
        'O clima favorece o trabalho constante e o bem-estar, então use esse apoio para dar conta das suas tarefas.',
      other:
        'Pense nela como o clima do período, uma bênção que chega com facilidade quando você trabalha a favor dela.',
    },
  },
};

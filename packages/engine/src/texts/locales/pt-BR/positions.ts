import type { PositionKey } from '../../types.js';
import type { PlaceText } from '../types.js';

/** What each place in a spread speaks to, in Brazilian Portuguese (English: ../en/positions.ts); labels in names.ts. */
export const POSITIONS: Readonly<Record<PositionKey, PlaceText>> = {
  sun: {
    meaning:
      'O Sol é a própria carta, o coração da leitura. Ele descreve quem você é no fundo: os seus dons naturais, o seu jeito de encarar o mundo e o propósito ao qual você sempre volta. Todas as outras cartas da tiragem são lidas em relação a ele.',
    theme: 'a sua essência e o propósito da sua vida',
  },
  mercury: {
    meaning:
      'Mercúrio rege a mente e a voz: como você pensa, o que você diz e as notícias que chegam até você. É também o primeiro período da tiragem, por isso a sua carta costuma dar o tom das primeiras semanas. Aqui os assuntos tendem a andar rápido e a chegar cedo.',
    theme: 'o pensamento, a comunicação e as notícias',
  },
  venus: {
    meaning:
      'Vênus fala dos laços do coração: o amor, a amizade, a família e as pessoas com quem você gosta de estar. Também cobre a beleza, a arte, o conforto e tudo o que dá prazer a você. A sua carta mostra como o afeto circula no período e o que ele pede de você.',
    theme: 'o amor, os relacionamentos, a beleza e o prazer',
  },
  mars: {
    meaning:
      'Marte é o lugar da garra e da ação: onde você insiste, compete e defende o seu espaço. Pode apontar conflitos, questões legais ou relações com homens e rivais, e também a energia que faz as coisas acontecerem. A sua carta mostra onde vale a pena investir a sua coragem.',
    theme: 'a garra, a ação, a competição e a coragem',
  },
  jupiter: {
    meaning:
      'Júpiter é o lugar da expansão e da boa sorte. A sua carta aponta onde bênçãos, oportunidades e ganhos financeiros são mais prováveis, e onde a sua própria generosidade vai se multiplicar. O que aparece aqui tende a crescer.',
    theme: 'o crescimento, as bênçãos, o dinheiro e a generosidade',
  },
  saturn: {
    meaning:
      'Saturno é o mestre da tiragem. A sua carta aponta as lições, os limites e as responsabilidades do período, e muitas vezes questões de saúde. O que ele traz pode parecer exigente no começo, mas constrói uma força e um caráter que duram.',
    theme: 'as lições, os limites, a saúde e a responsabilidade',
  },
  uranus: {
    meaning:
      'Urano traz o inesperado: surpresas, mudanças repentinas e lampejos de intuição. Também fala de amigos e grupos, do trabalho e dos colegas, e de terrenos e imóveis. A sua carta mostra onde ficar aberto e flexível serve melhor a você.',
    theme: 'o inesperado, a intuição, os amigos, o trabalho e os imóveis',
  },
  neptune: {
    meaning:
      'Netuno é o reino dos sonhos e das distâncias: as viagens, os assuntos ocultos, as esperanças e os medos íntimos. A sua carta pode apontar algo que ainda não está totalmente visível, ou um desejo que vai tomando forma em silêncio até o fim do período. Leia-a com imaginação e também com cuidado.',
    theme: 'os sonhos, as viagens, o oculto, as esperanças e os medos',
  },
  pluto: {
    meaning:
      'Plutão nomeia o desafio que o período pede que você enfrente e que vai transformar você. A sua carta é tanto uma meta quanto uma dificuldade: algo em direção ao qual você trabalha e que muda você ao longo do caminho. Leia-a junto com a carta de Recompensa, que mostra aonde esse trabalho leva.',
    theme: 'o desafio que transforma você',
  },
  reward: {
    meaning:
      'A carta de Recompensa, às vezes chamada de Resultado, mostra o fruto de enfrentar o desafio de Plutão. É o desfecho para o qual o período caminha e o presente que volta pelo esforço feito. Plutão e Recompensa são mais bem lidos em par.',
    theme: 'o desfecho e o que o seu esforço conquista',
  },
  peak: {
    meaning:
      'O Cume é o topo do período, a carta que vem logo depois da Recompensa. Aponta o ponto alto do período e a lição que o coroa: o que você compreende quando a subida termina. Encare-o como a vista lá de cima.',
    theme: 'o ponto alto e a lição que o coroa',
  },
  moon: {
    meaning:
      'A Lua é a carta que vem logo antes do seu Sol e mostra o lado receptivo e feminino do ser. Fala do que apoia você em silêncio, do que nutre você emocionalmente e de quem está do seu lado. A sua carta descreve os recursos interiores a que você pode recorrer.',
    theme: 'o apoio receptivo e o que nutre você',
  },
  earth: {
    meaning:
      'Terra/X é a carta que vem depois do Cume, onde as lições do período descem à terra. Mostra o que o período firma e transforma em algo concreto: um hábito, um resultado, uma mudança que dá para tocar. É onde a compreensão ganha forma.',
    theme: 'o que se firma e se torna concreto',
  },
  displacement: {
    meaning:
      'A carta de Deslocamento é aquela cujo lugar você ocupa neste período: você está no lugar dela. Ela descreve o papel, as qualidades e as responsabilidades que cabe a você carregar por um tempo. Aprender a lição dela faz parte do trabalho do período.',
    theme: 'o papel que você assume e carrega',
  },
  environment: {
    meaning:
      'A carta de Ambiente é a que está, neste período, no seu próprio lugar da tiragem de vida. Ela descreve a atmosfera ao seu redor e as bênçãos que tendem a chegar com mais facilidade. Pense nela como o clima do período e trabalhe a favor dele.',
    theme: 'o clima e as bênçãos ao seu redor',
  },
};

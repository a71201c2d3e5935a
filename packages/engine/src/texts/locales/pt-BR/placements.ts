import type { PlacementText } from '../../types.js';
import type { PlacementKey } from '../types.js';

/** The placements guide (/placements-explained) in Brazilian Portuguese, in the guide's order. */
export const PLACEMENTS: Readonly<Record<PlacementKey, PlacementText>> = {
  sun: {
    heading: 'Sol (carta de nascimento)',
    explanation:
      'A sua carta de nascimento é a carta que rege o dia em que você nasceu, encontrada com um cálculo simples a partir do mês e do dia do seu nascimento. Ela é o Sol de todas as leituras que você recebe: o centro em torno do qual todas as outras posições se organizam. Pense nela como um retrato do seu caráter, das suas forças e das lições que você encontra de novo e de novo. Cada tiragem do aplicativo começa com esta carta e depois segue as cartas que vêm depois dela, por isso conhecer bem a sua carta de nascimento ajuda todas as outras posições a fazerem sentido.',
  },
  mercury: {
    heading: 'Mercúrio',
    explanation:
      'Mercúrio é a primeira das sete posições planetárias que seguem a sua carta de nascimento. Fala da sua mente: como você pensa, aprende, conversa e toma decisões rápidas, além de mensagens, papelada e viagens curtas. Por vir primeiro, Mercúrio também descreve o trecho inicial do período que você está lendo, os primeiros cinquenta e dois dias de uma tiragem anual. As cartas aqui costumam agir rápido, trazendo notícias ou ideias que dão o tom do que vem depois.',
  },
  venus: {
    heading: 'Vênus',
    explanation:
      'Vênus é a segunda posição planetária e aquela que muita gente olha primeiro, porque cobre o amor. Descreve o romance, as amizades, os laços de família e o prazer que você encontra na beleza, na arte e na boa companhia. Uma carta em Vênus mostra o clima dos seus relacionamentos durante o período e sugere o que os deixaria mais calorosos. Também pode tocar nos pequenos luxos, na vida social e em tudo o que você aprecia simplesmente por si só.',
  },
  mars: {
    heading: 'Marte',
    explanation:
      'Marte é a terceira posição planetária e trata da energia posta em movimento. Mostra onde você provavelmente vai agir com ousadia, competir, discutir ou defender algo que importa para você. Pela tradição, também se relaciona com os homens da sua vida, com os rivais e com as questões legais. Uma carta exigente em Marte não é aviso de brigas; é uma pista de onde a sua garra é necessária e de como usá-la sem queimar pontes.',
  },
  jupiter: {
    heading: 'Júpiter',
    explanation:
      'Júpiter é a quarta posição planetária e é vista por muitos como o lugar mais favorável de uma tiragem. Mostra onde a vida tende a se expandir: dinheiro, oportunidades, generosidade, apoio dos outros e uma sensação geral de bênção. Até uma carta que parece difícil em outro lugar fica mais suave aqui, porque Júpiter amplia o que há de bom em tudo o que toca. Olhe para esta posição para ver onde os seus esforços provavelmente serão recompensados e onde você pode se dar ao luxo de ser generoso.',
  },
  saturn: {
    heading: 'Saturno',
    explanation:
      'Saturno é a quinta posição planetária e tem uma fama pior do que merece. Marca a área em que a vida pede disciplina, paciência e maturidade, e muitas vezes se relaciona com a saúde ou com os deveres que você carrega. As lições aqui podem parecer lentas ou limitantes, mas são do tipo que deixa você mais forte e mais sábio. Quem está começando pode pensar em Saturno como um professor rigoroso, mas justo: o esforço que ele pede é exatamente o que traz resultados duradouros.',
  },
  uranus: {
    heading: 'Urano',
    explanation:
      'Urano é a sexta posição planetária, o lugar das surpresas. A carta aqui pode mostrar mudanças repentinas, oportunidades incomuns e lampejos de intuição em que vale a pena confiar. Também cobre as amizades e os grupos, a sua vida profissional e os colegas, e as questões de terrenos, casas e imóveis. Como Urano é imprevisível, a sua carta é mais bem lida com a mente aberta: a virada inesperada que ela traz muitas vezes se revela uma porta, e não um transtorno.',
  },
  neptune: {
    heading: 'Netuno',
    explanation:
      'Netuno é a sétima e última posição planetária. Governa o mundo além do que está à vista: sonhos, ideais, anseios espirituais, viagens para lugares distantes e as esperanças ou os medos que guardamos só para nós. O que está sob Netuno pode estar escondido, pouco claro ou ainda em formação, e muitas vezes entra em foco perto do fim do período. Leia esta carta com delicadeza; ela pode revelar um desejo secreto que vale a pena seguir ou uma ilusão que vale a pena desfazer.',
  },
  pluto: {
    heading: 'Plutão (resultado / desafio)',
    explanation:
      'Plutão é a primeira das cartas de longo alcance que vêm depois dos sete planetas. Nomeia o principal desafio do período, algo em que você deve trabalhar, com que deve lutar e que, com o tempo, vai transformar você. Por isso ela é muitas vezes chamada de carta de desafio, e por isso é lida junto com a carta seguinte como resultado. Muitos leitores tratam Plutão como a meta do ano: não um obstáculo a temer, mas aquilo em que você está se tornando.',
  },
  reward: {
    heading: 'Recompensa',
    explanation:
      'A carta de Recompensa fica logo depois de Plutão e mostra o que o desafio devolve. Se Plutão é a montanha que você está escalando, a Recompensa é o que você encontra ao chegar lá: o desfecho, o benefício ou a nova situação de vida que os esforços do período tornam possível. Alguns leitores a chamam de carta de Resultado. Olhar as duas juntas conta uma pequena história de esforço e de fruto.',
  },
  peak: {
    heading: 'Cume',
    explanation:
      'O Cume é a carta que vem depois da Recompensa. Neste aplicativo, ele marca o ponto alto do período: o momento de maior clareza, conquista ou compreensão, e a lição que resume todo o trecho. Se você quer saber o que vai levar consigo quando esse tempo acabar, olhe aqui. É uma posição cheia de esperança, que mostra o melhor que o período pode oferecer quando você o vive por inteiro.',
  },
  earth: {
    heading: 'Terra/X (transformação)',
    explanation:
      'Terra/X vem depois do Cume e fecha a sequência de cartas que seguem a sua carta de nascimento. Neste aplicativo, representa a transformação que se torna real: o jeito como as experiências do período se assentam em algo sólido, como um hábito que muda, uma habilidade nova, um resultado que você pode apontar ou uma mudança no seu modo de viver. Se o Cume é compreensão, Terra/X é aquilo em que essa compreensão se transforma no dia a dia.',
  },
  displacement: {
    heading: 'Deslocamento (anual / semanal)',
    explanation:
      'A cada ano, e nas leituras mais curtas a cada semana, a sua carta de nascimento se muda para um novo lugar da tiragem. A carta que normalmente mora nesse lugar na tiragem de vida é a sua carta de deslocamento. De certo modo, você está no lugar dela, então as qualidades e as responsabilidades dela passam a ser suas por um tempo. Pode parecer um papel para o qual você nem fez teste, mas costuma ensinar exatamente o que o período precisa que você aprenda.',
  },
  environment: {
    heading: 'Ambiente (anual / semanal)',
    explanation:
      'A carta de ambiente funciona ao contrário da carta de deslocamento. É a carta que, no ano ou na semana, se mudou para o lugar de origem da sua carta de nascimento na tiragem de vida. Ela descreve o clima ao seu redor: o apoio, as oportunidades e as bênçãos que costumam chegar com pouco esforço. Muita gente acha que ela é uma das cartas mais animadoras de uma leitura, um lembrete da ajuda que já está ao alcance da mão.',
  },
};

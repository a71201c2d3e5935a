import type { Catalog } from '../en';

export const shell: Catalog['shell'] = {
  skip: 'Pular para o conteúdo',
  menu: {
    open: 'Abrir o menu',
    main: 'Principal',
    home: 'Início',
    yearly: 'Leitura anual',
    weekly: 'Leitura semanal',
    sevenWeek: 'Leitura de 7 semanas',
    sevenYear: 'Leitura de 7 anos',
    combination: 'Cartas combinadas',
    nameCard: 'Carta do nome',
    placements: 'Como funcionam as posições',
    profile: 'Perfil',
    saved: 'Salvas',
    savedInterpretations: 'Interpretações salvas',
    journal: 'Diário',
    creditManagement: 'Gestão de créditos',
    login: 'Entrar',
    logout: 'Sair',
  },
  bar: {
    label: 'Ações rápidas',
    selectPerson: 'Escolher pessoa',
    glossary: 'Glossário',
    signUp: 'Criar conta',
  },
  header: {
    cardGlossary: 'Glossário de cartas',
  },
  credits: {
    unit_one: 'crédito',
    unit_many: 'de créditos',
    unit_other: 'créditos',
    request: 'Pedir mais créditos de voz',
  },
  language: {
    label: 'Idioma',
  },
  back: 'Voltar',
  loading: 'Carregando...',
  loadingPage: 'Carregando a página',
  loadingCards: 'Carregando as cartas…',
  close: 'Fechar',
  offline: 'Você está off-line: mostrando o que viu por último',
  keywords: 'Palavras-chave',
  lifeSpread: 'Tiragem de vida',
  update: {
    ready: 'Há uma nova versão',
    reload: 'Recarregar',
  },
  routeError: {
    title: 'Algo deu errado',
    body: 'Não foi possível mostrar esta página. Recarregar costuma resolver.',
    reload: 'Recarregar',
  },
  notFound: {
    documentTitle: 'Página não encontrada · Cardology',
    title: 'Ops! Página não encontrada',
    body: 'Esta carta não está no baralho.',
    home: 'Voltar ao início',
  },
  drawers: {
    people: 'Escolha de quem ler as cartas, ou adicione alguém novo.',
    glossary: 'Todas as cartas do baralho, com o seu significado.',
  },
  // The engine catalog's position labels (texts/locales/pt-BR/positions.ts), the two short ones shortened.
  places: {
    displacement: 'Desl',
    environment: 'Amb',
  },
  tryAgain: 'Tentar de novo',
  unknownError: 'Erro desconhecido',
};

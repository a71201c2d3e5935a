import type { Catalog } from '../en';

// As outras seções de /profile: fuso horário, calendário, carta diária e senha.
export const settings: Catalog['settings'] = {
  saving: 'Salvando...',
  timeZone: {
    title: 'Fuso horário',
    saved: 'Fuso horário salvo',
    saveFailed: 'Não foi possível salvar o fuso horário',
    label: 'Seu fuso horário',
    hint: 'Seu dia começa à meia-noite aqui, para o calendário e tudo o que enviarmos a você.',
    save: 'Salvar fuso horário',
    useDevice: 'Usar o deste dispositivo ({{zone}})',
  },
  calendar: {
    title: 'Calendário',
    intro:
      'Seus sete períodos planetários deste ano de aniversário e do próximo, no seu app de calendário, com um lembrete na véspera do início de cada um.',
    failed: 'Algo deu errado com o seu link de calendário',
    loadFailed: 'Não foi possível carregar o seu link de calendário.',
    making: 'Criando...',
    create: 'Criar link de calendário',
    download: 'Baixar .ics',
    isOn: 'Seu link de calendário está ativo. Ele só aparece quando é criado: crie um novo para vê-lo de novo.',
    newLink: 'Novo link',
    turningOff: 'Desativando...',
    turnOff: 'Desativar',
    copied: 'Link copiado',
    copyFailed: 'Não foi possível copiar o link. Selecione e copie você mesmo.',
    linkLabel: 'Seu link de calendário',
    linkHint:
      'No seu app de calendário, inscreva-se nele pela opção de adicionar um calendário por link. Guarde só para você: quem tiver o link vê os seus períodos.',
    copy: 'Copiar',
    includePeople: 'Incluir minhas pessoas',
    includePeopleHint:
      'Os períodos delas aparecem com o primeiro nome. As datas de nascimento nunca vão para o calendário.',
    regenerateTitle: 'Criar um novo link?',
    regenerateConfirm: 'Criar um novo link',
  },
  dailyCard: {
    // Why notifications could not be turned on or off (features/reminders/push-failure.ts), in place of the
    // browser's own text.
    push: {
      unsupported:
        'As notificações não estão disponíveis neste navegador. Abra esta página numa versão atual do Chrome, Edge, Firefox ou Safari para recebê-las.',
      addToHomeScreen:
        'No iPhone e no iPad, as notificações funcionam quando o app está na sua Tela de Início: toque em Compartilhar, depois em “Adicionar à Tela de Início”, e abra o app por lá.',
      denied:
        'As notificações deste site estão bloqueadas nas configurações do seu navegador. Permita-as nas configurações do site (ao lado da barra de endereço) e ative esta opção de novo.',
      dismissed:
        'As notificações não foram permitidas: o navegador perguntou e a pergunta foi fechada sem resposta. Ative esta opção de novo e escolha Permitir.',
      serviceUnavailable:
        'Não foi possível acessar o serviço de notificações do seu navegador. Verifique sua conexão e tente de novo daqui a alguns minutos.',
      staleSubscription:
        'Este navegador ainda guarda uma configuração antiga de notificações para este site. Recarregue a página e ative esta opção de novo.',
      notHere:
        'Este navegador não permite notificações aqui (numa janela anônima, por exemplo). Tente numa janela normal.',
      blockedBySettings:
        'As configurações de privacidade do seu navegador impedem que este site use notificações. Permita que ele salve dados e tente de novo.',
      noWorker:
        'A parte do app que recebe as notificações ainda não está funcionando nesta aba. Recarregue a página e tente de novo.',
      turnOffFailed:
        'Não foi possível desativar as notificações neste navegador. Recarregue a página e tente de novo, ou bloqueie-as nas configurações do site.',
      unknown:
        'Não foi possível ativar as notificações neste navegador. Recarregue a página e tente de novo.',
    },
    title: 'Carta diária',
    intro: 'A carta de hoje na hora que você escolher, no seu próprio fuso. Desative quando quiser.',
    loadFailed: 'Não foi possível carregar as configurações da sua carta diária.',
    saveFailed: 'Não foi possível salvar as configurações da sua carta diária',
    onThisDevice: 'Neste dispositivo',
    deviceHint: 'Uma notificação neste navegador.',
    deviceHintCount: 'Uma notificação neste navegador. Dispositivos com notificações: {{devices}}.',
    send: 'Envie a carta de hoje para mim',
    sendHint: 'Uma vez por dia, com uma linha sobre o momento do seu ano.',
    timeOfDay: 'Horário',
    saveTime: 'Salvar horário',
    byEmail: 'Por e-mail',
    byEmailHint:
      'Junto com as notificações, ou no lugar delas. Todo e-mail tem um jeito de sair com um clique.',
    nowhere: {
      said: 'Sua carta diária está ativada, mas não tem para onde ser enviada, então nada vai chegar.',
      saidNotices: 'Seus lembretes estão ligados, mas não há para onde enviá-los, então nada vai chegar.',
      choose: 'Escolha como você quer recebê-la:',
      chooseNotices: 'Escolha como você quer recebê-los:',
      noWay:
        'Este navegador não pode mostrar notificações e os lembretes por e-mail não estão disponíveis aqui. Abra esta página num celular ou computador cujo navegador mostre notificações.',
      thisDevice: 'Ativar neste dispositivo',
      byEmail: 'Enviar por e-mail',
    },
    notices: {
      title: 'Mais lembretes',
      intro: 'No mesmo horário e pelos mesmos meios que a sua carta do dia, só nos dias a que se referem.',
      period: 'Quando começa um período planetário',
      periodHint: 'No primeiro dia, com a carta que o rege. Precisa da sua data de nascimento no perfil.',
      birthday: 'Na véspera do aniversário de uma pessoa salva',
      birthdayHint: 'Um lembrete de que o novo ano dessa pessoa começa amanhã.',
      names: 'Usar o primeiro nome das pessoas que salvei nos lembretes',
      namesHint:
        'Desligado, o lembrete diz “alguém que você salvou”, e assim nenhum nome aparece na tela bloqueada.',
    },
  },
  password: {
    title: 'Senha',
    current: 'Senha atual',
    failed: 'Não foi possível trocar a senha.',
    signsOut: 'Ao trocá-la, você sai da conta em todos os outros dispositivos.',
    changing: 'Trocando...',
    change: 'Trocar senha',
  },
};

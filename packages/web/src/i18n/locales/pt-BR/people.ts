import type { Catalog } from '../en';

// O painel de pessoas: a sua própria linha, as suas pessoas e os formulários para adicionar e editar.
export const people: Catalog['people'] = {
  you: 'Você',
  noBirthdate: 'Ainda sem data de nascimento. <1>Adicione no seu perfil</1> para ler suas cartas.',
  yourPeople: 'Suas pessoas',
  addPerson: 'Adicionar uma pessoa',
  editPerson: 'Editar {{name}}',
  removePerson: 'Remover {{name}}',
  pairWithMe: 'Você e {{name}}, lado a lado',
  // Portuguese's 'one' holds 0 and 1 (Intl.PluralRules); _zero, which i18next tries first for 0, says "0 anos".
  age_zero: '{{count}} anos',
  age_one: '{{count}} ano',
  age_many: '{{count}} de anos',
  age_other: '{{count}} anos',
  birthCard: 'Carta de nascimento: {{card}}',
  loading: 'Carregando suas pessoas',
  loadFailed: 'Não foi possível carregar suas pessoas',
  empty: 'Ninguém adicionado ainda — adicione as pessoas que são importantes para você.',
  retry: 'Tentar de novo',
  form: {
    name: 'Nome',
    namePlaceholder: 'ex.: Clarice Lispector',
    birthdate: 'Data de nascimento',
    cancel: 'Cancelar',
    save: 'Salvar',
    saving: 'Salvando...',
    addLoginRequired: 'Entre na sua conta para adicionar pessoas',
    addFailed: 'Não foi possível adicionar a pessoa',
    editLoginRequired: 'Entre na sua conta para editar pessoas',
    editFailed: 'Não foi possível atualizar a pessoa',
  },
  remove: {
    title: 'Remover {{name}}?',
    description: 'Essa pessoa não vai mais estar na sua lista. Você pode adicioná-la de novo quando quiser.',
    confirm: 'Remover',
    busy: 'Removendo...',
    done: 'Você removeu {{name}}',
    doneSelected: 'Agora as leituras mostram as suas próprias cartas.',
    failed: 'Não foi possível remover {{name}}',
  },
};

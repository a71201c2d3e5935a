import type { Catalog } from '../en';

export const auth: Catalog['auth'] = {
  signIn: {
    title: 'Que bom ver você de novo',
    subtitle: 'Entre para continuar com suas cartas.',
    forgot: 'Esqueceu a senha?',
    submit: 'Entrar',
    busy: 'Entrando...',
    success: 'Você entrou com sucesso',
    newHere: 'É a sua primeira vez no Cardology?',
    toSignUp: 'Crie uma conta',
  },
  signUp: {
    title: 'Crie sua conta',
    subtitle: 'Basta seu nome, seu e-mail e uma senha.',
    name: 'Nome',
    namePlaceholder: 'Seu nome',
    passwordHint: 'Pelo menos {{count}} caracteres.',
    submit: 'Criar conta',
    busy: 'Criando a conta...',
    success: 'Sua conta está pronta',
    failed: 'Não foi possível criar a conta',
    haveAccount: 'Já tem uma conta?',
    toSignIn: 'Entre',
  },
  fields: {
    email: 'E-mail',
    emailPlaceholder: 'voce@exemplo.com',
    password: 'Senha',
  },
  newToCards: 'Novo nas cartas?',
  placementsLink: 'Veja como funcionam as posições',
  signedInAs: 'Você já entrou como <1>{{email}}</1>. Levando você ao início…',
  goHome: 'Ir para o início',
};

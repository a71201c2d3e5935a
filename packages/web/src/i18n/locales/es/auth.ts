import type { Catalog } from '../en';

export const auth: Catalog['auth'] = {
  signIn: {
    title: 'Qué bueno verte de nuevo',
    subtitle: 'Entra para seguir con tus cartas.',
    forgot: '¿Olvidaste tu contraseña?',
    submit: 'Entrar',
    busy: 'Entrando...',
    success: 'Has entrado correctamente',
    newHere: '¿Es tu primera vez en Cardology?',
    toSignUp: 'Crea una cuenta',
  },
  signUp: {
    title: 'Crea tu cuenta',
    subtitle: 'Solo necesitas tu nombre, tu correo y una contraseña.',
    name: 'Nombre',
    namePlaceholder: 'Tu nombre',
    passwordHint: 'Al menos {{count}} caracteres.',
    submit: 'Crear cuenta',
    busy: 'Creando la cuenta...',
    success: 'Tu cuenta está lista',
    failed: 'No pudimos crear la cuenta',
    haveAccount: '¿Ya tienes una cuenta?',
    toSignIn: 'Entra',
  },
  fields: {
    email: 'Correo electrónico',
    emailPlaceholder: 'tu@ejemplo.com',
    password: 'Contraseña',
  },
  newToCards: '¿Nuevo en las cartas?',
  placementsLink: 'Descubre cómo funcionan las posiciones',
  signedInAs: 'Ya entraste como <1>{{email}}</1>. Te llevamos al inicio…',
  goHome: 'Ir al inicio',
};

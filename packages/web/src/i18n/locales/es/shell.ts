import type { Catalog } from '../en';

export const shell: Catalog['shell'] = {
  skip: 'Ir al contenido',
  menu: {
    open: 'Abrir el menú',
    main: 'Principal',
    home: 'Inicio',
    yearly: 'Lectura anual',
    weekly: 'Lectura semanal',
    sevenWeek: 'Lectura de 7 semanas',
    sevenYear: 'Lectura de 7 años',
    combination: 'Cartas combinadas',
    nameCard: 'Carta del nombre',
    placements: 'Cómo funcionan las posiciones',
    profile: 'Perfil',
    saved: 'Guardadas',
    savedInterpretations: 'Interpretaciones guardadas',
    journal: 'Diario',
    creditManagement: 'Gestión de créditos',
    login: 'Entrar',
    logout: 'Salir',
  },
  bar: {
    label: 'Acciones rápidas',
    selectPerson: 'Elegir persona',
    glossary: 'Glosario',
    signUp: 'Crear cuenta',
  },
  header: {
    cardGlossary: 'Glosario de cartas',
  },
  credits: {
    unit_one: 'crédito',
    unit_many: 'de créditos',
    unit_other: 'créditos',
    request: 'Pedir más créditos de voz',
  },
  language: {
    label: 'Idioma',
  },
  back: 'Volver',
  loading: 'Cargando...',
  loadingPage: 'Cargando la página',
  loadingCards: 'Cargando las cartas…',
  close: 'Cerrar',
  offline: 'Estás sin conexión: ves lo último que cargaste',
  keywords: 'Palabras clave',
  lifeSpread: 'Tirada de vida',
  update: {
    ready: 'Hay una versión nueva',
    reload: 'Recargar',
  },
  routeError: {
    title: 'Algo salió mal',
    body: 'No se pudo mostrar esta página. Recargarla suele arreglarlo.',
    reload: 'Recargar',
  },
  notFound: {
    documentTitle: 'Página no encontrada · Cardology',
    title: '¡Vaya! No encontramos esta página',
    body: 'Esta carta no está en la baraja.',
    home: 'Volver al inicio',
  },
  drawers: {
    people: 'Elige de quién leer las cartas, o añade a alguien nuevo.',
    glossary: 'Todas las cartas de la baraja, con su significado.',
  },
  // The engine catalog's position labels (texts/locales/es/positions.ts), the two short ones shortened.
  places: {
    displacement: 'Desp',
    environment: 'Ent',
  },
  tryAgain: 'Intentar de nuevo',
  unknownError: 'Error desconocido',
};

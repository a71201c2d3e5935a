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
  },
  header: {
    cardGlossary: 'Glosario de cartas',
  },
  credits: {
    unit: 'créditos',
    request: 'Pedir más créditos de voz',
  },
  language: {
    label: 'Idioma',
  },
};

import type { Catalog } from '../en';

// El panel de personas: tu propia fila, tu gente y los formularios para añadir y editar.
export const people: Catalog['people'] = {
  you: 'Tú',
  noBirthdate: 'Aún no tienes fecha de nacimiento. <1>Añádela en tu perfil</1> para leer tus cartas.',
  yourPeople: 'Tu gente',
  addPerson: 'Añadir una persona',
  editPerson: 'Editar a {{name}}',
  removePerson: 'Quitar a {{name}}',
  pairWithMe: 'Tú y {{name}}, lado a lado',
  age: '{{age}} años',
  birthCard: 'Carta de nacimiento: {{card}}',
  loading: 'Cargando a tu gente',
  loadFailed: 'No se pudo cargar a tu gente',
  empty: 'Aún no has añadido a nadie: añade a las personas que te importan.',
  retry: 'Reintentar',
  form: {
    name: 'Nombre',
    namePlaceholder: 'p. ej., Frida Kahlo',
    birthdate: 'Fecha de nacimiento',
    cancel: 'Cancelar',
    save: 'Guardar',
    saving: 'Guardando...',
    addLoginRequired: 'Inicia sesión para añadir personas',
    addFailed: 'No se pudo añadir a la persona',
    editLoginRequired: 'Inicia sesión para editar personas',
    editFailed: 'No se pudo actualizar a la persona',
  },
  remove: {
    title: '¿Quitar a {{name}}?',
    description: 'Ya no estará en tu lista de personas. Puedes volver a añadirla cuando quieras.',
    confirm: 'Quitar',
    busy: 'Quitando...',
    done: 'Quitaste a {{name}}',
    doneSelected: 'Ahora las lecturas muestran tus propias cartas.',
    failed: 'No se pudo quitar a {{name}}',
  },
};

import type { Catalog } from '../en';

// Las demás secciones de /profile: zona horaria, calendario, carta diaria y contraseña.
export const settings: Catalog['settings'] = {
  saving: 'Guardando...',
  timeZone: {
    title: 'Zona horaria',
    saved: 'Zona horaria guardada',
    saveFailed: 'No se pudo guardar la zona horaria',
    label: 'Tu zona horaria',
    hint: 'Tu día empieza a medianoche aquí, para el calendario y todo lo que te enviemos.',
    save: 'Guardar zona horaria',
    useDevice: 'Usar la de este dispositivo ({{zone}})',
  },
  calendar: {
    title: 'Calendario',
    intro:
      'Tus siete períodos planetarios de este año de cumpleaños y del siguiente, en tu app de calendario, con un recordatorio el día antes de que empiece cada uno.',
    failed: 'Algo salió mal con tu enlace de calendario',
    loadFailed: 'No se pudo cargar tu enlace de calendario.',
    making: 'Creando...',
    create: 'Crear enlace de calendario',
    download: 'Descargar .ics',
    isOn: 'Tu enlace de calendario está activo. Solo se muestra al crearlo: crea uno nuevo para volver a verlo.',
    newLink: 'Nuevo enlace',
    turningOff: 'Desactivando...',
    turnOff: 'Desactivar',
    copied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar el enlace. Selecciónalo y cópialo tú.',
    linkLabel: 'Tu enlace de calendario',
    linkHint:
      'Añádelo en tu app de calendario como suscripción. Guárdalo en privado: quien lo tenga verá tus períodos.',
    copy: 'Copiar',
    includePeople: 'Incluir a mi gente',
    includePeopleHint:
      'Sus períodos aparecen con su nombre de pila. Las fechas de nacimiento nunca están en el calendario.',
    regenerateTitle: '¿Crear un enlace nuevo?',
    regenerateConfirm: 'Crear un enlace nuevo',
  },
  dailyCard: {
    // Why notifications could not be turned on or off (features/reminders/push-failure.ts), in place of the
    // browser's own text.
    push: {
      unsupported:
        'Las notificaciones no están disponibles en este navegador. Abre esta página en una versión actual de Chrome, Edge, Firefox o Safari para recibirlas.',
      addToHomeScreen:
        'En iPhone y iPad, las notificaciones funcionan cuando la app está en tu pantalla de inicio: toca Compartir, luego «Añadir a pantalla de inicio», y ábrela desde allí.',
      denied:
        'Las notificaciones de este sitio están bloqueadas en los ajustes de tu navegador. Permítelas en la configuración del sitio (junto a la barra de direcciones) y vuelve a activar esta opción.',
      dismissed:
        'No se permitieron las notificaciones: el navegador preguntó y la pregunta se cerró sin respuesta. Vuelve a activar esta opción y elige Permitir.',
      serviceUnavailable:
        'No se pudo contactar con el servicio de notificaciones de tu navegador. Revisa tu conexión y vuelve a intentarlo en unos minutos.',
      staleSubscription:
        'Este navegador aún guarda una configuración de notificaciones anterior para este sitio. Recarga la página y vuelve a activar esta opción.',
      notHere:
        'Este navegador no permite notificaciones aquí (en una ventana privada, por ejemplo). Inténtalo en una ventana normal.',
      blockedBySettings:
        'Los ajustes de privacidad de tu navegador impiden que este sitio use notificaciones. Permite que guarde datos y vuelve a intentarlo.',
      noWorker:
        'La parte de la app que recibe las notificaciones todavía no está funcionando en esta pestaña. Recarga la página y vuelve a intentarlo.',
      turnOffFailed:
        'No se pudieron desactivar las notificaciones en este navegador. Recarga la página y vuelve a intentarlo, o bloquéalas en la configuración del sitio.',
      unknown:
        'No se pudieron activar las notificaciones en este navegador. Recarga la página y vuelve a intentarlo.',
    },
    title: 'Carta diaria',
    intro: 'La carta de hoy a la hora que elijas, en tu propia zona horaria. Desactívala cuando quieras.',
    loadFailed: 'No se pudieron cargar los ajustes de tu carta diaria.',
    saveFailed: 'No se pudieron guardar los ajustes de tu carta diaria',
    onThisDevice: 'En este dispositivo',
    deviceHint: 'Una notificación en este navegador.',
    deviceHintCount: 'Una notificación en este navegador. Dispositivos con notificaciones: {{devices}}.',
    send: 'Envíame la carta de hoy',
    sendHint: 'Una vez al día, con una línea sobre el momento de tu año en que estás.',
    timeOfDay: 'Hora del día',
    saveTime: 'Guardar hora',
    byEmail: 'Por correo',
    byEmailHint:
      'Además de las notificaciones, o en su lugar. Cada correo trae una forma de darte de baja con un clic.',
    nowhere: {
      said: 'Tu carta diaria está activada, pero no tiene adónde enviarse, así que no te llegará nada.',
      saidNotices:
        'Tus recordatorios están activados, pero no hay adónde enviarlos, así que no llegará nada.',
      choose: 'Elige cómo quieres recibirla:',
      chooseNotices: 'Elige cómo quieres recibirlos:',
      noWay:
        'Este navegador no puede mostrar notificaciones y los recordatorios por correo no están disponibles aquí. Abre esta página en un teléfono o un ordenador cuyo navegador pueda mostrar notificaciones.',
      thisDevice: 'Activar en este dispositivo',
      byEmail: 'Enviarla por correo',
    },
    notices: {
      title: 'Más recordatorios',
      intro:
        'A la misma hora y por los mismos medios que tu carta del día, solo los días a los que se refieren.',
      period: 'Cuando empieza un período planetario',
      periodHint: 'El primer día, con la carta que lo rige. Necesita tu fecha de nacimiento en el perfil.',
      birthday: 'El día antes del cumpleaños de una persona guardada',
      birthdayHint: 'Un recordatorio de que mañana empieza su nuevo año.',
      names: 'Usar el nombre de pila de mi gente en los recordatorios',
      namesHint:
        'Si está desactivado, el recordatorio dice «alguien que guardaste», así la pantalla bloqueada no muestra ningún nombre.',
    },
  },
  password: {
    title: 'Contraseña',
    current: 'Contraseña actual',
    failed: 'No se pudo cambiar la contraseña.',
    signsOut: 'Al cambiarla, se cerrará tu sesión en todos los demás dispositivos.',
    changing: 'Cambiando...',
    change: 'Cambiar contraseña',
  },
};

/** Varios móviles en una mesa (issue 35): español. Se carga con el panel de compartir o la página de unirse. */
export const es = {
	'sync.share': 'Jugar en varios móviles',
	'sync.shareIntro':
		'Los otros móviles de la mesa siguen esta partida en directo y pueden jugar desde el suyo. Necesitan el servidor de mesa (npm run table-server) en vuestra red.',
	'sync.server': 'Dirección del servidor de mesa',
	'sync.token': 'Clave del servidor de mesa',
	'sync.device': 'Nombre de este móvil',
	'sync.defaultDevice': 'Móvil {n}',
	'sync.start': 'Compartir esta partida',
	'sync.stop': 'Dejar de compartir en este móvil',
	'sync.link': 'Enlace para unirse',
	'sync.qrLabel': 'Código QR del enlace para unirse a esta partida',
	'sync.status.connecting': 'Conectando con el servidor de mesa…',
	'sync.status.online':
		'Compartida · {count, plural, one {# móvil conectado} other {# móviles conectados}}',
	'sync.status.offline': 'Sin conexión: tus jugadas se guardan y se envían cuando vuelva la red.',
	'sync.status.refused': 'El servidor de mesa ha rechazado la clave de este enlace.',
	'sync.recent': 'Últimas jugadas',
	'sync.from': '{what} — desde {phone}',
	'sync.undoEntry': 'Deshacer',
	'sync.redoEntry': 'Rehacer',
	'sync.needServer': 'Escribe la dirección del servidor de mesa (ws:// o wss://) y su clave.',
	'sync.join.title': 'Unirse a una partida de la mesa',
	'sync.join.go': 'Unirse a la partida',
	'sync.join.joining': 'Uniéndose…',
	'sync.join.bad': 'Este enlace de mesa está incompleto. Vuelve a escanear el código QR.',
	'sync.join.refused': 'El servidor de mesa ha rechazado este enlace (clave incorrecta o antigua).',
	'sync.join.unreachable':
		'El servidor de mesa no responde. ¿Está este móvil en la red de la mesa?',
	'sync.join.empty':
		'Esta mesa aún no tiene partida: pide al móvil que la compartió que abra la partida.',
	'sync.insecure':
		'Esta página no es un contexto seguro (HTTPS): los móviles no pueden compartir desde aquí.',
	'sync.commit.mismatch': 'La elección revelada no coincide con la comprometida antes: rechazada.',
	'sync.commit.pending': 'Revelación pendiente de {phone}',
	'sync.secret.title': 'Elecciones secretas, cada una en su móvil',
	'sync.secret.connecting': 'Conectando con los otros móviles…',
	'sync.secret.progress': 'Quién ha elegido',
	'sync.secret.waiting': '{player}: revelación pendiente — ningún móvil tiene este asiento aún',
	'sync.secret.waitingPhone': '{player}: revelación pendiente — esperando a {phone}',
	'sync.secret.committed': '{player}: ha elegido en {phone} (oculto hasta que todos elijan)',
	'sync.secret.revealed': '{player}: revelado y comprobado',
	'sync.secret.refused': '{player}: {reason}',
	'sync.secret.yours': 'Tu elección secreta, {player} (solo este móvil la ve)',
	'sync.secret.standIn':
		'El móvil de {player} no está: la mesa introduce aquí la elección de {player}',
	'sync.secret.fallback': 'Introducir por {player} en este móvil',
	'sync.secret.cancel': 'Cancelar',
	'sync.secret.recorded': 'Todos han elegido: revelado, comprobado y registrado.',
	'sync.secret.again': 'Volver a elegir en los móviles',
	'sync.secret.seats': '¿Quién juega en este móvil ({phone})? Toca tu nombre',
	'sync.secret.onePhone': 'O introducirlo todo en este móvil'
};

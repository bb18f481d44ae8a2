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
	'sync.group.title': 'Grupos de juego',
	'sync.group.entry': 'Grupos de juego: las partidas del grupo en cada móvil',
	'sync.group.intro':
		'Un grupo guarda las partidas terminadas de sus miembros en el móvil de cada uno, sea cual sea el móvil que las anotó, con sus correcciones. Necesita el servidor de mesa (npm run table-server).',
	'sync.group.create': 'Crear un grupo',
	'sync.group.name': 'Nombre del grupo',
	'sync.group.createGo': 'Crear el grupo',
	'sync.group.needName': 'Ponle un nombre al grupo.',
	'sync.group.joinTitle': 'Unirse al grupo «{name}»',
	'sync.group.joinGo': 'Unirse al grupo',
	'sync.group.joining': 'Uniéndose…',
	'sync.group.already': 'Este móvil ya está en este grupo.',
	'sync.group.bad':
		'Este enlace no es un enlace de grupo completo. Vuelve a escanear el código QR del grupo.',
	'sync.group.refused': 'El servidor de mesa rechazó la clave de este grupo.',
	'sync.group.unreachable':
		'El servidor de mesa no responde: el grupo queda guardado en este móvil y se pondrá al día cuando se pueda llegar al servidor.',
	'sync.group.qrLabel': 'Código QR del enlace para unirse al grupo {name}',
	'sync.group.invite': 'Invitar a un móvil: código QR y enlace',
	'sync.group.link': 'Enlace para unirse al grupo',
	'sync.group.members': 'Miembros: {names}',
	'sync.group.plays':
		'{count, plural, =0 {Aún no hay partidas: una partida terminada en el móvil de cualquier miembro aparece aquí.} one {# partida} other {# partidas}}',
	'sync.group.waiting':
		'{count, plural, one {# partida aún no está en este móvil} other {# partidas aún no están en este móvil}}',
	'sync.group.skipped':
		'{count, plural, one {# partida del grupo no se pudo traer aquí (un juego que esta versión no tiene, o un registro que no se reproduce).} other {# partidas del grupo no se pudieron traer aquí (un juego que esta versión no tiene, o un registro que no se reproduce).}}',
	'sync.group.by': 'Anotada en {phone}',
	'sync.group.earlier': 'Añadir mis partidas de antes de unirme',
	'sync.group.earlierDone':
		'{count, plural, =0 {No hay partidas anteriores que añadir.} one {# partida anterior añadida.} other {# partidas anteriores añadidas.}}',
	'sync.group.leave': 'Salir de este grupo',
	'sync.group.leaveText':
		'Tus propias partidas se quedan en este móvil y en el grupo. {count, plural, one {La # partida que anotaron otros móviles se queda} other {Las # partidas que anotaron otros móviles se quedan}} en tu historial como partidas normales y ya no reciben correcciones.',
	'sync.group.removeOthers': 'Mover también a la papelera las partidas que anotaron otros móviles',
	'sync.group.leaveGo': 'Salir del grupo',
	'sync.group.left': 'Has salido de {name}.',
	'sync.handoff.entry': 'Pasar una partida por QR (sin red)'
};

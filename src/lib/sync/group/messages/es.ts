/** Grupos de juego y el traspaso por QR: español. Se carga con sus pantallas. */
export const es = {
	'group.title': 'Grupos de juego',
	'group.entry': 'Grupos de juego: las partidas del grupo en cada móvil',
	'group.intro':
		'Un grupo guarda las partidas terminadas de sus miembros en el móvil de cada uno, sea cual sea el móvil que las anotó, con sus correcciones. Necesita el servidor de mesa (npm run table-server).',
	'group.create': 'Crear un grupo',
	'group.name': 'Nombre del grupo',
	'group.createGo': 'Crear el grupo',
	'group.needName': 'Ponle un nombre al grupo.',
	'group.joinTitle': 'Unirse al grupo «{name}»',
	'group.joinGo': 'Unirse al grupo',
	'group.joining': 'Uniéndose…',
	'group.already': 'Este móvil ya está en este grupo.',
	'group.bad':
		'Este enlace no es un enlace de grupo completo. Vuelve a escanear el código QR del grupo.',
	'group.refused': 'El servidor de mesa rechazó la clave de este grupo.',
	'group.unreachable':
		'El servidor de mesa no responde: el grupo queda guardado en este móvil y se pondrá al día cuando se pueda llegar al servidor.',
	'group.qrLabel': 'Código QR del enlace para unirse al grupo {name}',
	'group.invite': 'Invitar a un móvil: código QR y enlace',
	'group.link': 'Enlace para unirse al grupo',
	'group.members': 'Miembros: {names}',
	'group.plays':
		'{count, plural, =0 {Aún no hay partidas: una partida terminada en el móvil de cualquier miembro aparece aquí.} one {# partida} other {# partidas}}',
	'group.waiting':
		'{count, plural, one {# partida aún no está en este móvil} other {# partidas aún no están en este móvil}}',
	'group.skipped':
		'{count, plural, one {# partida del grupo no se pudo traer aquí (un juego que esta versión no tiene, o un registro que no se reproduce).} other {# partidas del grupo no se pudieron traer aquí (un juego que esta versión no tiene, o un registro que no se reproduce).}}',
	'group.by': 'Anotada en {phone}',
	'group.earlier': 'Añadir mis partidas de antes de unirme',
	'group.earlierDone':
		'{count, plural, =0 {No hay partidas anteriores que añadir.} one {# partida anterior añadida.} other {# partidas anteriores añadidas.}}',
	'group.leave': 'Salir de este grupo',
	'group.leaveText':
		'Tus propias partidas se quedan en este móvil y en el grupo. {count, plural, one {La # partida que anotaron otros móviles se queda} other {Las # partidas que anotaron otros móviles se quedan}} en tu historial como partidas normales y ya no reciben correcciones.',
	'group.removeOthers': 'Mover también a la papelera las partidas que anotaron otros móviles',
	'group.leaveGo': 'Salir del grupo',
	'group.left': 'Has salido de {name}.',
	'group.rotate': 'Cambiar el enlace',
	'group.rotateText':
		'Un enlace nuevo sustituye a este y las partidas del grupo pasan con él. Quien salió del grupo pierde el acceso para siempre; los miembros que siguen necesitan el enlace nuevo (enséñales su código QR).',
	'group.rotateGo': 'Cambiar el enlace ahora',
	'group.rotateKeep': 'Mantener este enlace',
	'group.rotating': 'Cambiando el enlace…',
	'group.rotateFailed':
		'No se pudo cambiar el enlace (el servidor de mesa no respondió o lo rechazó). No ha cambiado nada: el enlace actual sigue valiendo.',
	'group.rotateCannot':
		'Solo un móvil que escribió la clave del servidor de mesa puede cambiar el enlace de este grupo.',
	'group.rotated':
		'El enlace ha cambiado: este es el nuevo. Pásalo a los miembros que siguen; el antiguo ya no abre el grupo.',
	'group.players': 'Jugadores renombrados o unidos',
	'group.playerRenamed': '{who} renombró a {from} como {to}',
	'group.playerMerged': '{who} unió a {from} con {to}',
	'group.playerRefused': 'No se ha hecho en este móvil: {reason}',
	'group.proposals': 'Correcciones propuestas a tus partidas',
	'group.proposalHelp':
		'Aceptar la convierte en tu corrección: la reciben todos los miembros. Rechazar no cambia nada.',
	'group.proposal': '{name} propone corregir tu partida de {game} del {date}',
	'group.accept': 'Aceptar',
	'group.mine': 'Correcciones que has propuesto',
	'group.mineWaiting':
		'Tu corrección a la partida de {game} del {date} de {name} espera a que {name} la acepte en su móvil',
	'group.mineAccepted':
		'{name} ha aceptado tu corrección a la partida de {game} del {date}: llega a todos los miembros',
	'group.mineDeclined':
		'{name} ha rechazado tu corrección a la partida de {game} del {date}: se queda solo en este móvil',
	'group.decline': 'Rechazar',
	'group.acceptLabel': 'Aceptar la corrección que {name} propone a tu partida de {game} del {date}',
	'group.declineLabel':
		'Rechazar la corrección que {name} propone a tu partida de {game} del {date}',
	'group.accepted': 'Corrección aceptada: llega a todos los miembros del grupo.',
	'group.declined': 'Corrección rechazada: no ha cambiado nada.',
	'group.acceptFailed':
		'No se pudo aplicar esta corrección (no se reproduce con tu partida). No ha cambiado nada.',
	'handoff.entry': 'Pasar una partida por QR (sin red)',
	'handoff.title': 'Pasar una partida por QR',
	'handoff.intro':
		'Sin red: un móvil muestra una partida (o una partida recién preparada) como unos pocos códigos QR, uno tras otro; el otro móvil los lee y guarda la partida, comprobada como una copia de seguridad.',
	'handoff.receive': 'Recibir una partida',
	'handoff.waiting': 'Apunta la cámara a los códigos del otro móvil, o lee fotos de ellos.',
	'handoff.progress': '{have} de {of} códigos leídos.',
	'handoff.missing': 'Faltan: {list}.',
	'handoff.camera': 'Escanear con la cámara',
	'handoff.stopCamera': 'Parar la cámara',
	'handoff.noCamera': 'No se pudo abrir la cámara aquí. Lee fotos de los códigos en su lugar.',
	'handoff.pictures': 'Leer códigos de fotos',
	'handoff.noCode': 'No se encontró ningún código QR en esas fotos.',
	'handoff.paste': 'O pega el texto de los códigos',
	'handoff.read': 'Leer los códigos',
	'handoff.notOurs': 'Ese no es un código de traspaso de Tablemate.',
	'handoff.failed': 'No se pudo guardar la partida en este móvil. Vuelve a leer los códigos.',
	'handoff.done': 'La partida ya está en este móvil.',
	'handoff.open': 'Abrirla',
	'handoff.send': 'Pasar una partida',
	'handoff.nothing': 'Este móvil aún no tiene ninguna partida que pasar.',
	'handoff.which': 'Partida que pasar',
	'handoff.show': 'Mostrar sus códigos',
	'handoff.tooLong':
		'Esta partida es demasiado larga para códigos QR: pásala como archivo de copia de seguridad (Ajustes).',
	'handoff.codeOf': 'Código {n} de {of}',
	'handoff.qrLabel': 'Código QR {n} de {of} de la partida',
	'handoff.previous': 'Código anterior',
	'handoff.pause': 'Pausa',
	'handoff.next': 'Código siguiente'
};

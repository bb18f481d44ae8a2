/** Play groups and the QR hand-off: English. Loaded with their screens. */
export const en = {
	'group.title': 'Play groups',
	'group.entry': 'Play groups: your group’s plays on every phone',
	'group.intro':
		'A group keeps its members’ finished plays on every member’s phone, whatever phone recorded them, with their corrections. It needs the table server (npm run table-server).',
	'group.create': 'Create a group',
	'group.name': 'Group name',
	'group.createGo': 'Create the group',
	'group.needName': 'Give the group a name.',
	'group.joinTitle': 'Join the group “{name}”',
	'group.joinGo': 'Join the group',
	'group.joining': 'Joining…',
	'group.already': 'This phone is already in this group.',
	'group.bad': 'This link is not a complete group link. Scan the group’s QR code again.',
	'group.refused': 'The table server refused this group’s token.',
	'group.unreachable':
		'The table server did not answer: the group is saved on this phone and will catch up when the server can be reached.',
	'group.qrLabel': 'QR code of the link to join the group {name}',
	'group.invite': 'Invite a phone: QR code and link',
	'group.link': 'Link to join the group',
	'group.members': 'Members: {names}',
	'group.plays':
		'{count, plural, =0 {No plays yet: a game finished on any member’s phone appears here.} one {# play} other {# plays}}',
	'group.waiting':
		'{count, plural, one {# play not on this phone yet} other {# plays not on this phone yet}}',
	'group.skipped':
		'{count, plural, one {# play of the group could not be taken here (a game this version lacks, or a log that does not replay).} other {# plays of the group could not be taken here (a game this version lacks, or a log that does not replay).}}',
	'group.by': 'Recorded on {phone}',
	'group.earlier': 'Add my plays from before I joined',
	'group.earlierDone':
		'{count, plural, =0 {No earlier plays to add.} one {# earlier play added.} other {# earlier plays added.}}',
	'group.leave': 'Leave this group',
	'group.leaveText':
		'Your own plays stay on this phone and in the group. The {count, plural, one {# play} other {# plays}} other phones recorded stay in your history as ordinary plays and no longer receive corrections.',
	'group.removeOthers': 'Also move the plays other phones recorded to the bin',
	'group.leaveGo': 'Leave the group',
	'group.left': 'You left {name}.',
	'group.rotate': 'Change the link',
	'group.rotateText':
		'A new link replaces this one and the group’s plays move with it. Members who left the group lose access for good; the members who stay need the new link (show them its QR code).',
	'group.rotateGo': 'Change the link now',
	'group.rotateKeep': 'Keep this link',
	'group.rotating': 'Changing the link…',
	'group.rotateFailed':
		'The link could not be changed (the table server did not answer or refused). Nothing changed: the current link still works.',
	'group.rotateCannot':
		'Only a phone that typed the table server’s token can change this group’s link.',
	'group.rotated':
		'The link changed: this is the new one. Pass it to the members who stay; the old one no longer opens the group.',
	'group.players': 'Players renamed or merged',
	'group.playerRenamed': '{who} renamed {from} to {to}',
	'group.playerMerged': '{who} merged {from} into {to}',
	'group.playerRefused': 'Not made on this phone: {reason}',
	'group.proposals': 'Corrections proposed to your plays',
	'group.proposalHelp':
		'Accept makes it your correction: every member takes it. Decline changes nothing.',
	'group.proposal': '{name} proposes correcting your {game} play of {date}',
	'group.accept': 'Accept',
	'group.mine': 'Corrections you proposed',
	'group.mineWaiting':
		'Your correction to {name}’s {game} play of {date} waits for {name} to accept it on their phone',
	'group.mineAccepted':
		'{name} accepted your correction to the {game} play of {date}: it reaches every member',
	'group.mineDeclined':
		'{name} declined your correction to the {game} play of {date}: it stays on this phone only',
	'group.decline': 'Decline',
	'group.acceptLabel': 'Accept the correction {name} proposes to your {game} play of {date}',
	'group.declineLabel': 'Decline the correction {name} proposes to your {game} play of {date}',
	'group.accepted': 'Correction accepted: it goes to every member of the group.',
	'group.declined': 'Correction declined: nothing changed.',
	'group.acceptFailed':
		'This correction could not be taken (it does not replay with your play). Nothing changed.',
	'handoff.entry': 'Hand a play over by QR (no network)',
	'handoff.title': 'Hand a play over by QR',
	'handoff.intro':
		'No network needed: one phone shows a play (or a game just set up) as a few QR codes, one after another; the other phone reads them and keeps the play, checked like a backup.',
	'handoff.receive': 'Receive a play',
	'handoff.waiting': 'Point the camera at the other phone’s codes, or read pictures of them.',
	'handoff.progress': '{have} of {of} codes read.',
	'handoff.missing': 'Still missing: {list}.',
	'handoff.camera': 'Scan with the camera',
	'handoff.stopCamera': 'Stop the camera',
	'handoff.noCamera': 'The camera could not be opened here. Read pictures of the codes instead.',
	'handoff.pictures': 'Read codes from pictures',
	'handoff.noCode': 'No QR code was found in those pictures.',
	'handoff.paste': 'Or paste the codes’ text',
	'handoff.read': 'Read the codes',
	'handoff.notOurs': 'That is not a Tablemate hand-off code.',
	'handoff.failed': 'The play could not be kept on this phone. Try the codes again.',
	'handoff.done': 'The play is on this phone now.',
	'handoff.open': 'Open it',
	'handoff.send': 'Hand a play over',
	'handoff.nothing': 'This phone has no play to hand over yet.',
	'handoff.which': 'Play to hand over',
	'handoff.show': 'Show its codes',
	'handoff.tooLong':
		'This play is too long for QR codes: hand it over as a backup file (Settings).',
	'handoff.codeOf': 'Code {n} of {of}',
	'handoff.qrLabel': 'QR code {n} of {of} of the play',
	'handoff.previous': 'Previous code',
	'handoff.pause': 'Pause',
	'handoff.next': 'Next code'
};

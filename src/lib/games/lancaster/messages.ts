/** Flat ICU catalogues (svelte-i18n). Spanish terms follow the Spanish rulebook. */
import { LAW_IDS, type LawField, type LawId } from './data';

type Catalogue = Record<string, string>;
type Lang = 'es' | 'en';

/** Reglamento p.8 «Resumen de las cartas de leyes»: short names (ours) and the texts. */
const LAWS: Record<LawId, Record<Lang, { name: string; text: string }>> = {
	goldStrengthen: {
		es: {
			name: 'Más oro: fortalecimiento',
			text: 'El jugador que más monedas de oro tenga podrá fortalecer a uno de sus caballeros. En caso de empate, cada jugador recibirá la cantidad de puntos indicada en la carta.'
		},
		en: {
			name: 'Most gold: strengthen',
			text: 'The player with the most gold may strengthen one of their knights. On a tie, each tied player receives the points shown on the card.'
		}
	},
	squiresKnight: {
		es: {
			name: 'Más escuderos: caballero nuevo',
			text: 'El jugador que más escuderos tenga recibirá un nuevo caballero de fuerza 1 de sus tropas de reserva. En caso de empate, cada jugador recibirá la cantidad de puntos indicada en la carta.'
		},
		en: {
			name: 'Most squires: new knight',
			text: 'The player with the most squires receives a new strength-1 knight from their reserve. On a tie, each tied player receives the points shown on the card.'
		}
	},
	countiesPer2: {
		es: {
			name: 'Condados: 3 por cada 2',
			text: 'Se recibirán tres puntos de poder por cada dos condados en los que se tenga un caballero.'
		},
		en: {
			name: 'Counties: 3 per 2',
			text: 'Receive three power points for every two counties where you have a knight.'
		}
	},
	goldForVotes: {
		es: {
			name: 'Oro por fichas de voto',
			text: 'Se podrá comprar una ficha de voto con una moneda de oro. Cada jugador decidirá cuántas monedas cambia, empezando por el jugador inicial y en el sentido de las agujas del reloj.'
		},
		en: {
			name: 'Gold for vote tokens',
			text: 'Buy one vote token for one gold. Each player decides how many gold to exchange, starting with the start player and going clockwise.'
		}
	},
	squireGoldPower: {
		es: {
			name: 'Escudero y oro: 3 puntos',
			text: 'Se obtendrán tres puntos de poder al entregar al consejo un escudero y una moneda de oro. Cada jugador decide cuántos cambia, empezando por el jugador inicial.'
		},
		en: {
			name: 'Squire and gold: 3 points',
			text: 'Gain three power points for each squire plus one gold returned to the supply. Each player decides how many, starting with the start player.'
		}
	},
	battlePairExtension: {
		es: {
			name: 'Dos batallas: ampliación',
			text: 'Cada vez que se participe en dos batallas distintas con un caballero al menos, se obtendrá una tablilla de ampliación que podrá situarse en el castillo.'
		},
		en: {
			name: 'Two battles: extension',
			text: 'For every two different battles you joined with at least one knight, gain a castle extension tile.'
		}
	},
	strength2Squire: {
		es: {
			name: 'Fuerza 2: escuderos',
			text: 'Se obtendrá un escudero del consejo por cada caballero de fuerza 2 emplazado.'
		},
		en: {
			name: 'Strength 2: squires',
			text: 'Gain one squire from the supply for each strength-2 knight placed.'
		}
	},
	battlePairBundle: {
		es: {
			name: 'Dos batallas: escudero, voto y oro',
			text: 'Se obtendrá un escudero, una ficha de voto y una moneda de oro del consejo cada vez que se participe en dos batallas distintas con al menos un caballero en cada una.'
		},
		en: {
			name: 'Two battles: squire, vote and gold',
			text: 'For every two different battles joined with at least one knight in each, gain one squire, one vote token and one gold.'
		}
	},
	noStrength2Strengthen: {
		es: {
			name: 'Sin fuerza 2: fortalecimiento',
			text: 'Quienes no hayan colocado ningún caballero de fuerza 2 recibirán un fortalecimiento.'
		},
		en: {
			name: 'No strength 2: strengthen',
			text: 'Players who placed no strength-2 knight receive a strengthening.'
		}
	},
	swap3For4: {
		es: {
			name: 'Cambio de fuerza 3 por 4',
			text: 'Quienes tengan algún caballero de fuerza 3 situado podrán intercambiarlo por otro de fuerza 4 siempre y cuando éste aún se encuentre en las tropas de reserva.'
		},
		en: {
			name: 'Swap strength 3 for 4',
			text: 'Players with a placed strength-3 knight may swap it for the strength-4 knight if that one is still in the reserve.'
		}
	},
	extensionsPower: {
		es: {
			name: 'Ampliaciones: 5 por cada 3',
			text: 'Se obtendrán cinco puntos de poder por cada tres tablillas de ampliación que se encuentren en el castillo.'
		},
		en: {
			name: 'Extensions: 5 per 3',
			text: 'Gain five power points for every three extension tiles in your castle.'
		}
	},
	battlesPower: {
		es: {
			name: 'Batallas: 3 por batalla',
			text: 'Se obtendrán tres puntos de poder por cada batalla en la que se participe con un caballero al menos.'
		},
		en: {
			name: 'Battles: 3 per battle',
			text: 'Gain three power points for each battle joined with at least one knight.'
		}
	},
	countiesPer3: {
		es: {
			name: 'Condados: 8 por cada 3',
			text: 'Se recibirán ocho puntos de poder por cada tres condados en los que se tenga un caballero.'
		},
		en: {
			name: 'Counties: 8 per 3',
			text: 'Receive eight power points for every three counties where you have a knight.'
		}
	},
	three1sPower: {
		es: {
			name: 'Tres de fuerza 1: 5 puntos',
			text: 'Quienes hayan colocado sus tres caballeros de fuerza 1 obtendrán cinco puntos de poder.'
		},
		en: {
			name: 'Three strength 1: 5 points',
			text: 'Players who placed their three strength-1 knights gain five power points.'
		}
	},
	noblesKnight: {
		es: {
			name: 'Nobles: caballero nuevo',
			text: 'Se obtendrá un caballero nuevo de fuerza 1 de las tropas de reserva por cada tres nobles que se tengan en el castillo.'
		},
		en: {
			name: 'Nobles: new knight',
			text: 'Gain a new strength-1 knight from the reserve for every three nobles in your castle.'
		}
	},
	goldPower: {
		es: {
			name: 'Oro por puntos',
			text: 'Se podrá canjear una moneda de oro por un punto de poder. Cada jugador decidirá cuántas monedas intercambia, empezando por el jugador inicial.'
		},
		en: {
			name: 'Gold for points',
			text: 'Exchange one gold for one power point. Each player decides how many, starting with the start player.'
		}
	},
	squirePower: {
		es: {
			name: 'Escuderos por puntos',
			text: 'Se recibirá un punto de poder al entregar un escudero. Cada jugador decidirá cuántos escuderos intercambia, empezando por el jugador inicial.'
		},
		en: {
			name: 'Squires for points',
			text: 'Receive one power point for each squire returned. Each player decides how many, starting with the start player.'
		}
	},
	setOf4Power: {
		es: {
			name: 'Fuerzas 1-2-3-4: 6 puntos',
			text: 'Se obtendrán seis puntos de poder por cada grupo de cuatro caballeros con distinto grado de fuerza (1, 2, 3 y 4).'
		},
		en: {
			name: 'Strengths 1-2-3-4: 6 points',
			text: 'Gain six power points for each group of four knights of different strengths (1, 2, 3 and 4).'
		}
	}
};

const FIELDS: Record<
	LawField | 'player' | 'tiePoints' | 'law' | 'players' | 'knights',
	Record<Lang, string>
> = {
	gold: { es: 'monedas de oro', en: 'gold' },
	squires: { es: 'escuderos', en: 'squires' },
	counties: { es: 'condados ocupados', en: 'counties occupied' },
	battles: { es: 'batallas en las que participa', en: 'battles joined' },
	placed1: { es: 'caballeros de fuerza 1 colocados', en: 'strength-1 knights placed' },
	placed2: { es: 'caballeros de fuerza 2 colocados', en: 'strength-2 knights placed' },
	placed3: { es: 'caballeros de fuerza 3 colocados', en: 'strength-3 knights placed' },
	placed4: { es: 'caballeros de fuerza 4 colocados', en: 'strength-4 knights placed' },
	reserve4: {
		es: 'caballero de fuerza 4 en la reserva (0 o 1)',
		en: 'strength-4 knight in the reserve (0 or 1)'
	},
	extensions: { es: 'tablillas de ampliación', en: 'castle extensions' },
	nobles: { es: 'nobles', en: 'nobles' },
	exchange: { es: 'cantidad que cambia', en: 'amount exchanged' },
	player: { es: 'datos del jugador', en: 'player data' },
	tiePoints: { es: 'puntos de la carta en caso de empate', en: 'tie points on the card' },
	law: { es: 'ley', en: 'law' },
	knights: { es: 'fuerza de los caballeros', en: 'knight strengths' },
	players: { es: 'jugadores', en: 'players' }
};

function select(arg: string, options: Record<string, string>): string {
	const branches = Object.entries(options)
		.map(([k, v]) => `${k} {${v}}`)
		.join(' ');
	return `{${arg}, select, ${branches} other {{${arg}}}}`;
}

function lawSelect(lang: Lang): string {
	return select('law', Object.fromEntries(LAW_IDS.map((id) => [id, LAWS[id][lang].name])));
}

function fieldSelect(lang: Lang): string {
	return select('field', Object.fromEntries(Object.entries(FIELDS).map(([k, v]) => [k, v[lang]])));
}

function lawEntries(lang: Lang): Catalogue {
	const out: Catalogue = {};
	for (const id of LAW_IDS) {
		out[`lancaster.law.${id}.name`] = LAWS[id][lang].name;
		out[`lancaster.law.${id}.text`] = LAWS[id][lang].text;
	}
	for (const [k, v] of Object.entries(FIELDS)) out[`lancaster.field.${k}`] = v[lang];
	return out;
}

const es: Catalogue = {
	'lancaster.name': 'Lancaster',
	'lancaster.option.twoPlayerAllies': 'Partida de 2 jugadores con aliados',
	'lancaster.option.lawDeck': 'Mazo de leyes',
	'lancaster.option.lawDeck.app': 'La app reparte las leyes',
	'lancaster.option.lawDeck.table': 'La mesa anota las cartas que salen',
	'lancaster.phase.troops': 'Fase 1: Distribución de tropas',
	'lancaster.phase.parliament': 'Fase 2: Sesión en el parlamento',
	'lancaster.phase.scoring': 'Fase 3: Recuento de puntos',
	'lancaster.phase.final': 'Recuento final',
	'lancaster.phase.finished': 'Partida terminada',
	'lancaster.round': 'Ronda {round} de 5',
	'lancaster.step.troops': 'Colocación de caballeros',
	'lancaster.step.ballot': 'Votación secreta',
	'lancaster.step.laws': 'Aplicación de las leyes',
	'lancaster.step.counties': 'Condados',
	'lancaster.step.castles': 'Castillos',
	'lancaster.step.battles': 'Batallas',
	'lancaster.step.final': 'Recuento final',
	'lancaster.step.finished': 'Fin',
	'lancaster.check.troops.place':
		'Desde el jugador inicial, cada uno coloca un caballero de su corte por turno',
	'lancaster.check.troops.county':
		'Condado: el caballero solo debe alcanzar la fuerza mínima; los escuderos suman para desplazar',
	'lancaster.check.troops.battle':
		'Batalla: casillas de arriba abajo, una por jugador; sin escuderos',
	'lancaster.check.troops.favour':
		'Los seis primeros caballeros enviados a batallas eligen una tablilla de favor del rey',
	'lancaster.check.parliament.vote':
		'Votación secreta de las 3 leyes propuestas, de izquierda a derecha: pergamino y fichas de voto',
	'lancaster.check.parliament.enact':
		'Empate o más síes: se aprueba, se deroga la ley de la izquierda y la nueva entra a la derecha',
	'lancaster.check.parliament.return':
		'Las fichas de voto usadas y las que sobren vuelven al consejo',
	'lancaster.check.parliament.apply': 'Se aplican las 3 leyes vigentes de izquierda a derecha',
	'lancaster.check.scoring.counties':
		'Condados de la A a la I: noble, puntos, o 3 monedas de oro por ambos; Surrey elige el jugador inicial',
	'lancaster.check.scoring.castles':
		'Castillos desde el jugador inicial: caballeros y ampliaciones',
	'lancaster.check.scoring.roundTable':
		'Mesa redonda: una ficha de voto por noble, incluido el señor de la fortaleza (no en la ronda 5)',
	'lancaster.check.scoring.battles': 'Batallas: primero la fila inferior, después la superior',
	'lancaster.check.scoring.next':
		'Nueva ronda: dos cartas de batalla, tablillas de favor boca arriba y tres leyes propuestas',
	'lancaster.ballot.turn': 'Turno de {player}: pasa el móvil sin mirar',
	'lancaster.ballot.hidden': 'Los votos están ocultos hasta el recuento',
	'lancaster.ballot.reveal': 'Mostrar los votos',
	'lancaster.ballot.yes': 'Sí, estoy de acuerdo con la nueva ley',
	'lancaster.ballot.no': 'No apruebo la nueva ley',
	'lancaster.ballot.tokens': '{n, plural, one {# ficha de voto} other {# fichas de voto}}',
	'lancaster.choice.noble': 'Noble',
	'lancaster.choice.points': 'Puntos',
	'lancaster.choice.both': 'Ambos (3 monedas de oro)',
	'lancaster.gain.power': '{n, plural, one {# punto de poder} other {# puntos de poder}}',
	'lancaster.gain.voteTokens': '{n, plural, one {# ficha de voto} other {# fichas de voto}}',
	'lancaster.gain.newKnights':
		'{n, plural, one {# caballero nuevo de fuerza 1} other {# caballeros nuevos de fuerza 1}}',
	'lancaster.gain.strengthen': '{n, plural, one {# fortalecimiento} other {# fortalecimientos}}',
	'lancaster.gain.squires': '{n, plural, one {# escudero} other {# escuderos}}',
	'lancaster.gain.gold': '{n, plural, one {# moneda de oro} other {# monedas de oro}}',
	'lancaster.gain.extensions':
		'{n, plural, one {# tablilla de ampliación} other {# tablillas de ampliación}}',
	'lancaster.gain.upgrade3to4': 'Puede cambiar su caballero de fuerza 3 por el de fuerza 4',
	'lancaster.gain.payGold': 'Paga {n, plural, one {# moneda de oro} other {# monedas de oro}}',
	'lancaster.gain.paySquires': 'Entrega {n, plural, one {# escudero} other {# escuderos}}',
	'lancaster.gain.tie': 'Empate: cada jugador empatado recibe los puntos indicados en la carta',
	'lancaster.battle.englandWins': 'Gana Inglaterra',
	'lancaster.battle.franceWins': 'Gana Francia',
	'lancaster.battle.lost': 'Puntos perdidos (aliado)',
	'lancaster.battle.ransom':
		'Rescate: {n, plural, one {# moneda de oro} other {# monedas de oro}} o a las tropas de reserva',
	'lancaster.final.knighthood': 'Caballería más fuerte',
	'lancaster.final.extensions': 'Más tablillas de ampliación',
	'lancaster.final.nobles': 'Nobles en la mesa redonda',
	'lancaster.final.total': 'Total',
	'lancaster.final.decidedBy.tiebreak': 'desempate',
	'lancaster.ally': 'Aliado de {player}',
	'lancaster.error.unknownAction': 'Acción desconocida',
	'lancaster.error.finished': 'La partida ya ha terminado',
	'lancaster.error.lawsDealtByApp': 'La app reparte las leyes en esta partida',
	'lancaster.error.lawsAlreadyRecorded': 'Las leyes propuestas de esta ronda ya están anotadas',
	'lancaster.error.wrongStep': 'Eso no se hace en este momento de la ronda',
	'lancaster.error.lawsInForceSet': 'Las leyes vigentes ya están anotadas',
	'lancaster.error.lawCount': 'Hay que indicar {n} leyes',
	'lancaster.error.unknownLaw': 'Ley desconocida',
	'lancaster.error.lawUsed': 'Esa ley ya ha salido: {law}',
	'lancaster.error.unknownPlayer': 'Jugador desconocido',
	'lancaster.error.badAmount': 'La cantidad debe ser un número entero no negativo',
	'lancaster.error.lawsNotRecorded': 'Primero hay que anotar las leyes propuestas',
	'lancaster.error.ballotComplete': 'Todos han votado: muestra los votos',
	'lancaster.error.notYourTurn': 'Le toca a {player}',
	'lancaster.error.badBallot': 'Elige sí o no',
	'lancaster.error.notEnoughTokens':
		'Solo tiene {n, plural, one {# ficha de voto} other {# fichas de voto}}',
	'lancaster.error.ballotIncomplete': 'Falta el voto de {player}',
	'lancaster.error.lawInput': 'Falta un dato o no es válido: {player} — {field}',
	'lancaster.error.countyEmpty': 'Un condado sin caballero no da nada',
	'lancaster.error.countyChoice': 'Elige noble, puntos o ambos',
	'lancaster.error.allyCounty':
		'El aliado no tiene oro ni recibe puntos de poder: solo noble o puntos de aliado',
	'lancaster.error.countyPowerWithNoble': 'Quien elige el noble no recibe los puntos',
	'lancaster.error.roundTableFull': 'La mesa redonda tiene como máximo 9 nobles',
	'lancaster.error.surreyNextStart': 'Surrey: elige quién abrirá la siguiente ronda',
	'lancaster.error.notSurrey': 'Solo Surrey elige el jugador inicial',
	'lancaster.error.battleSlots': 'Una batalla tiene como máximo 3 casillas',
	'lancaster.error.battleSameSlot': 'Cada jugador solo puede ocupar una casilla de cada batalla',
	'lancaster.error.battleKnights': 'Indica la fuerza de cada caballero (números positivos)',
	'lancaster.error.battleCard':
		'Indica la fuerza de Francia y los tres puntos de poder de la carta',
	'lancaster.error.lowerRowFirst': 'Primero se valoran las batallas de la fila inferior',
	'lancaster.error.unknownBattle': 'Esa batalla no está en la fila inferior',
	'lancaster.error.finalInput': 'Falta un dato o no es válido: {player} — {field}',
	'lancaster.error.nothingToAdjust': 'No hay nada que corregir',
	'lancaster.error.adjustOutOfRange': 'La corrección deja un valor imposible',
	'lancaster.error.ballotInProgress': 'No se pueden cambiar las fichas de quien ya ha votado',
	'lancaster.error.unknownField': 'Campo desconocido',
	'lancaster.error.badOptions': 'Opciones no válidas',
	'lancaster.error.alliesNeedTwo': 'Los aliados solo se usan en partidas de 2 jugadores',
	'lancaster.error.twoNeedAllies': 'Las partidas de 2 jugadores se juegan con aliados',
	'lancaster.log.recordLaws': 'Ronda {round}: leyes anotadas',
	'lancaster.log.favour':
		'{player} recibe {power, plural, one {# punto de poder} other {# puntos de poder}} por el favor del rey',
	'lancaster.log.endTroops': 'Ronda {round}: se abre la sesión del parlamento',
	'lancaster.log.cast': '{player} ha votado en secreto',
	'lancaster.log.reveal': `Ley {position} («LAW»): {yes} a favor, {no} en contra: {passed, select, yes {aprobada} other {rechazada}}`,
	'lancaster.log.applyLaw': 'Se aplica la ley {position}: «LAW»',
	'lancaster.log.countyEmpty': 'Condado {county}: sin caballero',
	'lancaster.log.county':
		'Condado {county}: {ally, select, yes {el aliado de {player}} other {{player}}} elige {choice, select, noble {el noble} points {los puntos} both {el noble y los puntos por 3 monedas de oro} other {{choice}}}{power, plural, =0 {} one { (# punto de poder)} other { (# puntos de poder)}}',
	'lancaster.log.surrey':
		'Surrey: {ally, select, yes {el aliado de {player}} other {{player}}} elige {choice, select, noble {el noble} points {los puntos} both {el noble y los puntos por 3 monedas de oro} other {{choice}}}; {next} abrirá la siguiente ronda',
	'lancaster.log.castle':
		'Castillo de {player}: {power, plural, one {# punto de poder} other {# puntos de poder}} y {tokens, plural, one {# ficha de voto} other {# fichas de voto}}',
	'lancaster.log.battle':
		'Batalla ({attempt, plural, one {primer intento} other {segundo intento}}): {total} contra {france}, {england, select, yes {gana Inglaterra} other {gana Francia}}{next, select, lowerRow {; pasa a la fila inferior} prisoners {; los caballeros son prisioneros} other {}}',
	'lancaster.log.endRound': 'Fin de la ronda {round}',
	'lancaster.log.finalScore': 'Recuento final',
	'lancaster.log.adjust':
		'Corrección para {player}: poder {power}, fichas de voto {voteTokens}, nobles {nobles}',
	'lancaster.log.unknown': 'Acción',
	'lancaster.log.scorerSet': '{player}: FIELD = {value}',
	'lancaster.log.scorerKnights': '{player}: caballería de fuerza {strength}'
};

const en: Catalogue = {
	'lancaster.name': 'Lancaster',
	'lancaster.option.twoPlayerAllies': '2-player game with allies',
	'lancaster.option.lawDeck': 'Law deck',
	'lancaster.option.lawDeck.app': 'The app deals the laws',
	'lancaster.option.lawDeck.table': 'The table records the cards that come up',
	'lancaster.phase.troops': 'Phase 1: Troops',
	'lancaster.phase.parliament': 'Phase 2: Parliament',
	'lancaster.phase.scoring': 'Phase 3: Scoring',
	'lancaster.phase.final': 'Final scoring',
	'lancaster.phase.finished': 'Game over',
	'lancaster.round': 'Round {round} of 5',
	'lancaster.step.troops': 'Placing knights',
	'lancaster.step.ballot': 'Secret ballot',
	'lancaster.step.laws': 'Applying the laws',
	'lancaster.step.counties': 'Counties',
	'lancaster.step.castles': 'Castles',
	'lancaster.step.battles': 'Battles',
	'lancaster.step.final': 'Final scoring',
	'lancaster.step.finished': 'End',
	'lancaster.check.troops.place':
		'From the start player, each places one knight from their court per turn',
	'lancaster.check.troops.county':
		'County: the knight alone must meet the minimum strength; squires count to displace',
	'lancaster.check.troops.battle': 'Battle: slots top to bottom, one per player; no squires',
	'lancaster.check.troops.favour':
		'The first six knights sent to battles each pick a king’s favour tile',
	'lancaster.check.parliament.vote':
		'Secret ballot on the 3 proposed laws, left to right: scroll and vote tokens',
	'lancaster.check.parliament.enact':
		'A tie or more yes votes passes: the left law is repealed and the new one enters on the right',
	'lancaster.check.parliament.return': 'Spent and leftover vote tokens return to the supply',
	'lancaster.check.parliament.apply': 'The 3 laws in force are applied left to right',
	'lancaster.check.scoring.counties':
		'Counties A to I: noble, points, or 3 gold for both; Surrey chooses the start player',
	'lancaster.check.scoring.castles': 'Castles from the start player: knights and extensions',
	'lancaster.check.scoring.roundTable':
		'Round table: one vote token per noble, the castle lord included (not in round 5)',
	'lancaster.check.scoring.battles': 'Battles: the lower row first, then the upper row',
	'lancaster.check.scoring.next':
		'New round: two battle cards, favour tiles face up, three proposed laws',
	'lancaster.ballot.turn': '{player}’s turn: pass the phone without looking',
	'lancaster.ballot.hidden': 'Votes stay hidden until the reveal',
	'lancaster.ballot.reveal': 'Reveal the votes',
	'lancaster.ballot.yes': 'Yes, I agree with the new law',
	'lancaster.ballot.no': 'No, I reject the new law',
	'lancaster.ballot.tokens': '{n, plural, one {# vote token} other {# vote tokens}}',
	'lancaster.choice.noble': 'Noble',
	'lancaster.choice.points': 'Points',
	'lancaster.choice.both': 'Both (3 gold)',
	'lancaster.gain.power': '{n, plural, one {# power point} other {# power points}}',
	'lancaster.gain.voteTokens': '{n, plural, one {# vote token} other {# vote tokens}}',
	'lancaster.gain.newKnights':
		'{n, plural, one {# new strength-1 knight} other {# new strength-1 knights}}',
	'lancaster.gain.strengthen': '{n, plural, one {# strengthening} other {# strengthenings}}',
	'lancaster.gain.squires': '{n, plural, one {# squire} other {# squires}}',
	'lancaster.gain.gold': '{n, plural, one {# gold} other {# gold}}',
	'lancaster.gain.extensions': '{n, plural, one {# castle extension} other {# castle extensions}}',
	'lancaster.gain.upgrade3to4': 'May swap the strength-3 knight for the strength-4 one',
	'lancaster.gain.payGold': 'Pays {n, plural, one {# gold} other {# gold}}',
	'lancaster.gain.paySquires': 'Returns {n, plural, one {# squire} other {# squires}}',
	'lancaster.gain.tie': 'Tie: each tied player receives the points shown on the card',
	'lancaster.battle.englandWins': 'England wins',
	'lancaster.battle.franceWins': 'France wins',
	'lancaster.battle.lost': 'Points lost (ally)',
	'lancaster.battle.ransom': 'Ransom: {n, plural, one {# gold} other {# gold}} or to the reserve',
	'lancaster.final.knighthood': 'Strongest knighthood',
	'lancaster.final.extensions': 'Most castle extensions',
	'lancaster.final.nobles': 'Nobles at the round table',
	'lancaster.final.total': 'Total',
	'lancaster.final.decidedBy.tiebreak': 'tie-break',
	'lancaster.ally': 'Ally of {player}',
	'lancaster.error.unknownAction': 'Unknown action',
	'lancaster.error.finished': 'The game is over',
	'lancaster.error.lawsDealtByApp': 'The app deals the laws in this game',
	'lancaster.error.lawsAlreadyRecorded': 'This round’s proposed laws are already recorded',
	'lancaster.error.wrongStep': 'That is not done at this point of the round',
	'lancaster.error.lawsInForceSet': 'The laws in force are already recorded',
	'lancaster.error.lawCount': 'Enter {n} laws',
	'lancaster.error.unknownLaw': 'Unknown law',
	'lancaster.error.lawUsed': 'That law has already come up: {law}',
	'lancaster.error.unknownPlayer': 'Unknown player',
	'lancaster.error.badAmount': 'The amount must be a non-negative whole number',
	'lancaster.error.lawsNotRecorded': 'Record the proposed laws first',
	'lancaster.error.ballotComplete': 'Everyone has voted: reveal the votes',
	'lancaster.error.notYourTurn': 'It is {player}’s turn',
	'lancaster.error.badBallot': 'Choose yes or no',
	'lancaster.error.notEnoughTokens':
		'Only {n, plural, one {# vote token} other {# vote tokens}} held',
	'lancaster.error.ballotIncomplete': '{player} has not voted yet',
	'lancaster.error.lawInput': 'Missing or invalid value: {player} — {field}',
	'lancaster.error.countyEmpty': 'A county with no knight gives nothing',
	'lancaster.error.countyChoice': 'Choose noble, points or both',
	'lancaster.error.allyCounty':
		'An ally has no gold and gets no power points: noble or ally points only',
	'lancaster.error.countyPowerWithNoble': 'Taking the noble means no points',
	'lancaster.error.roundTableFull': 'The round table holds at most 9 nobles',
	'lancaster.error.surreyNextStart': 'Surrey: choose who starts the next round',
	'lancaster.error.notSurrey': 'Only Surrey chooses the start player',
	'lancaster.error.battleSlots': 'A battle has at most 3 slots',
	'lancaster.error.battleSameSlot': 'Each player may hold only one slot of a battle',
	'lancaster.error.battleKnights': 'Enter each knight’s strength (positive numbers)',
	'lancaster.error.battleCard': 'Enter France’s strength and the card’s three power values',
	'lancaster.error.lowerRowFirst': 'Lower-row battles are scored first',
	'lancaster.error.unknownBattle': 'That battle is not in the lower row',
	'lancaster.error.finalInput': 'Missing or invalid value: {player} — {field}',
	'lancaster.error.nothingToAdjust': 'Nothing to correct',
	'lancaster.error.adjustOutOfRange': 'The correction leaves an impossible value',
	'lancaster.error.ballotInProgress': 'Tokens of a player who has voted cannot change now',
	'lancaster.error.unknownField': 'Unknown field',
	'lancaster.error.badOptions': 'Invalid options',
	'lancaster.error.alliesNeedTwo': 'Allies are only used in 2-player games',
	'lancaster.error.twoNeedAllies': '2-player games are played with allies',
	'lancaster.log.recordLaws': 'Round {round}: laws recorded',
	'lancaster.log.favour':
		'{player} receives {power, plural, one {# power point} other {# power points}} from the king’s favour',
	'lancaster.log.endTroops': 'Round {round}: parliament opens',
	'lancaster.log.cast': '{player} has voted in secret',
	'lancaster.log.reveal': `Law {position} (“LAW”): {yes} for, {no} against: {passed, select, yes {passed} other {rejected}}`,
	'lancaster.log.applyLaw': 'Law {position} applied: “LAW”',
	'lancaster.log.countyEmpty': 'County {county}: no knight',
	'lancaster.log.county':
		'County {county}: {ally, select, yes {{player}’s ally} other {{player}}} takes {choice, select, noble {the noble} points {the points} both {the noble and the points for 3 gold} other {{choice}}}{power, plural, =0 {} one { (# power point)} other { (# power points)}}',
	'lancaster.log.surrey':
		'Surrey: {ally, select, yes {{player}’s ally} other {{player}}} takes {choice, select, noble {the noble} points {the points} both {the noble and the points for 3 gold} other {{choice}}}; {next} starts the next round',
	'lancaster.log.castle':
		'{player}’s castle: {power, plural, one {# power point} other {# power points}} and {tokens, plural, one {# vote token} other {# vote tokens}}',
	'lancaster.log.battle':
		'Battle ({attempt, plural, one {first attempt} other {second attempt}}): {total} against {france}, {england, select, yes {England wins} other {France wins}}{next, select, lowerRow {; moves to the lower row} prisoners {; the knights are prisoners} other {}}',
	'lancaster.log.endRound': 'End of round {round}',
	'lancaster.log.finalScore': 'Final scoring',
	'lancaster.log.adjust':
		'Correction for {player}: power {power}, vote tokens {voteTokens}, nobles {nobles}',
	'lancaster.log.unknown': 'Action',
	'lancaster.log.scorerSet': '{player}: FIELD = {value}',
	'lancaster.log.scorerKnights': '{player}: knighthood of strength {strength}'
};

/** Strings of the screens (ui/). */
const uiEs: Catalogue = {
	'lancaster.ui.now': 'Ahora: {step}',
	'lancaster.ui.startPlayer': 'Jugador inicial: {player}',
	'lancaster.ui.checklist': 'Qué hace la mesa en esta fase',
	'lancaster.ui.todo': 'Qué hay que hacer ahora',
	'lancaster.ui.track.title': 'Puntos de poder, fichas de voto y nobles',
	'lancaster.ui.track.player': 'Jugador',
	'lancaster.ui.track.power': 'Poder',
	'lancaster.ui.track.tokens': 'Fichas de voto',
	'lancaster.ui.track.nobles': 'Nobles',
	'lancaster.ui.laws.summary': 'Leyes vigentes y propuestas',
	'lancaster.ui.laws.inForce': 'Leyes vigentes (de izquierda a derecha)',
	'lancaster.ui.laws.proposed': 'Leyes propuestas en la ronda {round}',
	'lancaster.ui.laws.applied': 'Leyes aplicadas en esta ronda',
	'lancaster.ui.laws.applying': 'Aplicar la ley vigente {position} de 3',
	'lancaster.ui.laws.ask': 'Anota solo lo que esta ley necesita, para cada jugador:',
	'lancaster.ui.laws.field': '{player}: {field}',
	'lancaster.ui.laws.outcome': 'Qué recibe cada jugador',
	'lancaster.ui.laws.winner': '{player} es quien más tiene',
	'lancaster.ui.laws.tied':
		'Empate entre {players}: cada uno recibe los {n} puntos indicados en la carta',
	'lancaster.ui.laws.nothing': 'nada',
	'lancaster.ui.laws.apply': 'Aplicar la ley {position}',
	'lancaster.ui.record.title': 'Anota las cartas de ley que han salido',
	'lancaster.ui.record.slot': 'Carta {n}',
	'lancaster.ui.record.save': 'Guardar las leyes',
	'lancaster.ui.troops.title': 'Colocad los caballeros',
	'lancaster.ui.troops.order': 'Orden de la ronda: {list}',
	'lancaster.ui.troops.done': 'Todos han pasado: abrir el parlamento',
	'lancaster.ui.favour.title': 'Favor del rey: puntos de poder inmediatos',
	'lancaster.ui.favour.hint': 'Si una tablilla de favor del rey da puntos de poder, anótalos aquí.',
	'lancaster.ui.favour.player': 'Jugador',
	'lancaster.ui.favour.power': 'Puntos de poder de la tablilla',
	'lancaster.ui.favour.add': 'Sumar los puntos',
	'lancaster.ui.ballot.title': 'Votación de la ley propuesta {position} de 3',
	'lancaster.ui.ballot.handTo': 'Pasa el móvil a {player}',
	'lancaster.ui.ballot.open': 'Soy {player}: ver mi papeleta',
	'lancaster.ui.ballot.yourVote': 'Voto secreto de {player}',
	'lancaster.ui.ballot.tokens': 'Fichas de voto que añades (tienes {n})',
	'lancaster.ui.ballot.weight':
		'Tu voto vale {n, plural, one {# voto} other {# votos}}: el pergamino y cada ficha',
	'lancaster.ui.ballot.cast': 'Votar en secreto',
	'lancaster.ui.ballot.hide': 'Ocultar',
	'lancaster.ui.ballot.allVoted': 'Todos han votado. Mostrad los votos a la vez.',
	'lancaster.ui.vote.results': 'Resultado de las votaciones',
	'lancaster.ui.vote.line': 'Ley propuesta {position}: {law}',
	'lancaster.ui.vote.passed': 'Aprobada',
	'lancaster.ui.vote.rejected': 'Rechazada',
	'lancaster.ui.vote.tally': '{yes} a favor, {no} en contra (el empate aprueba la ley).',
	'lancaster.ui.vote.repealed': 'Se deroga «{law}».',
	'lancaster.ui.vote.choice': 'Voto',
	'lancaster.ui.vote.tokens': 'Fichas',
	'lancaster.ui.vote.votes': 'Votos',
	'lancaster.ui.vote.yes': 'Sí',
	'lancaster.ui.vote.no': 'No',
	'lancaster.ui.county.title': 'Condado {letter}',
	'lancaster.ui.county.progress': '{done} de 9 condados resueltos (de la A a la I)',
	'lancaster.ui.county.holder': 'Caballero en el condado',
	'lancaster.ui.county.nobody': 'Nadie',
	'lancaster.ui.county.choice': 'Qué elige',
	'lancaster.ui.county.power': 'Puntos de poder del condado',
	'lancaster.ui.county.allyNote': 'El aliado no tiene oro y sus puntos de poder se pierden.',
	'lancaster.ui.county.nextStart': 'Surrey: quién abrirá la siguiente ronda',
	'lancaster.ui.county.surreyEmpty':
		'Nadie en Surrey: {player} conserva la ficha de jugador inicial.',
	'lancaster.ui.county.record': 'Anotar el condado {letter}',
	'lancaster.ui.castle.reminder':
		'Los caballeros de los condados vuelven a la corte y los escuderos al consejo.',
	'lancaster.ui.castle.title': 'Castillo de {player}',
	'lancaster.ui.castle.hint':
		'Caballeros colocados en el castillo y ampliaciones: anota los puntos de poder que consigue.',
	'lancaster.ui.castle.power': 'Puntos de poder del castillo de {player}',
	'lancaster.ui.castle.tokens':
		'{last, select, yes {Ronda 5: la mesa redonda ya no da fichas de voto.} other {Mesa redonda: recibe {n, plural, one {# ficha de voto} other {# fichas de voto}} ({nobles, plural, one {# noble} other {# nobles}}, señor incluido).}}',
	'lancaster.ui.castle.record': 'Anotar el castillo de {player}',
	'lancaster.ui.battle.newTitle': 'Nueva batalla',
	'lancaster.ui.battle.cardHint':
		'Copia de la carta la fuerza de Francia y sus tres valores de puntos de poder.',
	'lancaster.ui.battle.france': 'Fuerza de Francia',
	'lancaster.ui.battle.power1': 'Puntos de poder: valor 1',
	'lancaster.ui.battle.power2': 'Puntos de poder: valor 2',
	'lancaster.ui.battle.power3': 'Puntos de poder: valor 3',
	'lancaster.ui.battle.slotsHint':
		'Casillas de arriba abajo (orden de entrada). En empate gana quien entró después.',
	'lancaster.ui.battle.slot': 'Casilla {n}',
	'lancaster.ui.battle.holder': 'Jugador',
	'lancaster.ui.battle.addSlot': 'Añadir casilla',
	'lancaster.ui.battle.removeSlot': 'Quitar la casilla {n}',
	'lancaster.ui.battle.knightsOf': 'Caballeros de la casilla {n} ({player})',
	'lancaster.ui.battle.resolve': 'Resolver la batalla',
	'lancaster.ui.battle.resolveLower': 'Resolver la batalla de la fila inferior',
	'lancaster.ui.battle.lowerTitle': 'Fila inferior: batalla {id} (segundo intento)',
	'lancaster.ui.battle.card': 'Francia {france}; puntos de poder {a}, {b} y {c}',
	'lancaster.ui.battle.lowerBefore':
		'Caballeros que ya estaban: {list}. Añade también los nuevos, en orden de casilla.',
	'lancaster.ui.battle.compare': 'Inglaterra {total} contra Francia {france}',
	'lancaster.ui.battle.record': 'Batalla {id}',
	'lancaster.ui.battle.attempt': '{attempt, plural, one {primer intento} other {segundo intento}}',
	'lancaster.ui.battle.prizesEngland':
		'Gana Inglaterra (igual o más fuerza): los valores {a}, {b} y {c}, de mayor a menor, para los puestos 1 a 3.',
	'lancaster.ui.battle.prizesFrance':
		'Gana Francia: el valor más alto se pierde; el puesto 1 recibe el segundo y el puesto 2 el tercero.',
	'lancaster.ui.battle.rankLine':
		'{rank}.º {player} (fuerza {strength}): {points, plural, one {# punto de poder} other {# puntos de poder}}',
	'lancaster.ui.battle.tieRule':
		'En empate de fuerza gana quien entró en la batalla en último lugar.',
	'lancaster.ui.battle.empty': 'Nadie participó: se considera que pierde Inglaterra.',
	'lancaster.ui.battle.next.removed': 'La carta de batalla se retira.',
	'lancaster.ui.battle.next.lowerRow':
		'La batalla pasa a la fila inferior con sus caballeros: se vuelve a luchar en la próxima ronda.',
	'lancaster.ui.battle.next.prisoners':
		'Francia vuelve a ganar: los caballeros quedan prisioneros.',
	'lancaster.ui.battle.prisoner': 'Caballero de fuerza {strength} de {player}',
	'lancaster.ui.battle.noRansom': 'no se puede rescatar: a las tropas de reserva',
	'lancaster.ui.battle.ransomOrder':
		'Los rescates se pagan en el orden de la ronda; quien no paga lo envía a las tropas de reserva.',
	'lancaster.ui.battle.endHint':
		'Cuando todas las batallas estén resueltas (primero la fila inferior), termina la ronda.',
	'lancaster.ui.endRound': 'Terminar la ronda {round}',
	'lancaster.ui.endLastRound': 'Terminar la ronda 5 e ir al recuento final',
	'lancaster.ui.knights.total':
		'{n, plural, =0 {ningún caballero} one {# caballero} other {# caballeros}}, fuerza {strength}',
	'lancaster.ui.knights.add': 'Añadir fuerza:',
	'lancaster.ui.knights.addOne': 'Añadir un caballero de fuerza {strength} a {label}',
	'lancaster.ui.knights.remove': 'Quitar el caballero {n} (fuerza {strength}) de {label}',
	'lancaster.ui.final.title': 'Recuento final',
	'lancaster.ui.final.intro':
		'Para cada jugador: fuerza de cada caballero que no está en las tropas de reserva, escuderos, tablillas de ampliación y oro.',
	'lancaster.ui.final.known': 'Poder: {power}; nobles en la mesa redonda: {nobles}',
	'lancaster.ui.final.score': 'Hacer el recuento final',
	'lancaster.ui.final.rank': '{rank}.º',
	'lancaster.ui.final.playerTotal': '{player}: {total} puntos, puesto {rank}',
	'lancaster.ui.final.power': 'Poder antes del recuento',
	'lancaster.ui.final.strength': 'fuerza {n}',
	'lancaster.ui.final.first': '1.º: {points}',
	'lancaster.ui.final.firstShared':
		'1.º empatado entre {n}: {pool} ÷ {n} = {points} (los decimales se pierden)',
	'lancaster.ui.final.second': '2.º: {points}',
	'lancaster.ui.final.secondShared':
		'2.º empatado entre {n}: {pool} ÷ {n} = {points} (los decimales se pierden)',
	'lancaster.ui.final.none': 'sin premio',
	'lancaster.ui.final.tiebreak.squires': 'desempate: más escuderos',
	'lancaster.ui.final.tiebreak.gold': 'desempate: más oro',
	'lancaster.ui.final.noblesLine': '{n, plural, one {# noble} other {# nobles}}',
	'lancaster.ui.final.rules':
		'Caballería y ampliaciones: 8 puntos al primero y 4 al segundo; si siguen empatados en el primer puesto se reparten 12.',
	'lancaster.ui.final.rulesTwo':
		'Partida de 2 jugadores: solo 8 puntos al primero; los aliados no cuentan.',
	'lancaster.ui.final.noblesTable':
		'Nobles 1 a 9: 0, 1, 3, 6, 10, 15, 21, 28, 36 puntos. Gana quien tenga más puntos de poder; un empate es una victoria compartida.',
	'lancaster.ui.scorer.intro':
		'Anota el estado final de cada jugador; al terminar verás el recuento completo.',
	'lancaster.ui.scorer.power': '{player}: puntos de poder',
	'lancaster.ui.scorer.squires': '{player}: escuderos',
	'lancaster.ui.scorer.extensions': '{player}: tablillas de ampliación',
	'lancaster.ui.scorer.gold': '{player}: monedas de oro',
	'lancaster.ui.scorer.nobles': '{player}: nobles en la mesa redonda (señor incluido)',
	'lancaster.ui.scorer.knights': 'Caballeros de {player} fuera de la reserva',
	'lancaster.ui.scorer.finish': 'Hacer el recuento final',
	'lancaster.ui.adjust.title': 'Correcciones',
	'lancaster.ui.adjust.hint':
		'Solo si algo no coincide con el tablero: cambia el valor y queda anotado en el registro.',
	'lancaster.ui.adjust.power': 'Poder de {player}',
	'lancaster.ui.adjust.tokens': 'Fichas de voto de {player}',
	'lancaster.ui.adjust.nobles': 'Nobles de {player}',
	'lancaster.ui.option.alliesNote':
		'Con 2 jugadores se juega siempre con aliados (reglamento, pág. 7).',
	'lancaster.ui.setup.title': 'Preparación',
	'lancaster.ui.setup.first': 'Empieza el jugador {seat} de la lista',
	'lancaster.ui.setup.seats':
		'Los jugadores se cuentan en el orden de la lista de la partida (sentido de las agujas del reloj).',
	'lancaster.ui.setup.nobles': '{n} nobles en cada condado.',
	'lancaster.ui.setup.allies': 'Cada jugador lleva también un aliado (reglas de 2 jugadores).',
	'lancaster.ui.setup.tokens': 'Cada jugador empieza con 1 ficha de voto.',
	'lancaster.ui.setup.inForceHint': 'Colocadlas boca arriba de izquierda a derecha.',
	'lancaster.ui.setup.tableLaws':
		'La mesa baraja las leyes: las cartas que salgan se anotan en la app al empezar.',
	'lancaster.ui.setup.catalogue': 'Las 18 leyes'
};

const uiEn: Catalogue = {
	'lancaster.ui.now': 'Now: {step}',
	'lancaster.ui.startPlayer': 'Start player: {player}',
	'lancaster.ui.checklist': 'What the table does in this phase',
	'lancaster.ui.todo': 'What to do now',
	'lancaster.ui.track.title': 'Power points, vote tokens and nobles',
	'lancaster.ui.track.player': 'Player',
	'lancaster.ui.track.power': 'Power',
	'lancaster.ui.track.tokens': 'Vote tokens',
	'lancaster.ui.track.nobles': 'Nobles',
	'lancaster.ui.laws.summary': 'Laws in force and proposed',
	'lancaster.ui.laws.inForce': 'Laws in force (left to right)',
	'lancaster.ui.laws.proposed': 'Laws proposed in round {round}',
	'lancaster.ui.laws.applied': 'Laws applied this round',
	'lancaster.ui.laws.applying': 'Apply law in force {position} of 3',
	'lancaster.ui.laws.ask': 'Enter only what this law needs, for each player:',
	'lancaster.ui.laws.field': '{player}: {field}',
	'lancaster.ui.laws.outcome': 'What each player gets',
	'lancaster.ui.laws.winner': '{player} has the most',
	'lancaster.ui.laws.tied': 'Tie between {players}: each gets the {n} points shown on the card',
	'lancaster.ui.laws.nothing': 'nothing',
	'lancaster.ui.laws.apply': 'Apply law {position}',
	'lancaster.ui.record.title': 'Record the law cards that came up',
	'lancaster.ui.record.slot': 'Card {n}',
	'lancaster.ui.record.save': 'Save the laws',
	'lancaster.ui.troops.title': 'Place your knights',
	'lancaster.ui.troops.order': 'Turn order: {list}',
	'lancaster.ui.troops.done': 'Everyone has passed: open parliament',
	'lancaster.ui.favour.title': 'King’s favour: immediate power points',
	'lancaster.ui.favour.hint': 'When a king’s favour tile gives power points, add them here.',
	'lancaster.ui.favour.player': 'Player',
	'lancaster.ui.favour.power': 'Power points on the tile',
	'lancaster.ui.favour.add': 'Add the points',
	'lancaster.ui.ballot.title': 'Vote on proposed law {position} of 3',
	'lancaster.ui.ballot.handTo': 'Hand the phone to {player}',
	'lancaster.ui.ballot.open': 'I am {player}: show my ballot',
	'lancaster.ui.ballot.yourVote': '{player}’s secret vote',
	'lancaster.ui.ballot.tokens': 'Vote tokens to add (you hold {n})',
	'lancaster.ui.ballot.weight':
		'Your vote counts {n, plural, one {# vote} other {# votes}}: the scroll plus each token',
	'lancaster.ui.ballot.cast': 'Cast my vote secretly',
	'lancaster.ui.ballot.hide': 'Hide',
	'lancaster.ui.ballot.allVoted': 'Everyone has voted. Reveal all votes at once.',
	'lancaster.ui.vote.results': 'Voting results',
	'lancaster.ui.vote.line': 'Proposed law {position}: {law}',
	'lancaster.ui.vote.passed': 'Passed',
	'lancaster.ui.vote.rejected': 'Rejected',
	'lancaster.ui.vote.tally': '{yes} for, {no} against (a tie passes the law).',
	'lancaster.ui.vote.repealed': '“{law}” is repealed.',
	'lancaster.ui.vote.choice': 'Vote',
	'lancaster.ui.vote.tokens': 'Tokens',
	'lancaster.ui.vote.votes': 'Votes',
	'lancaster.ui.vote.yes': 'Yes',
	'lancaster.ui.vote.no': 'No',
	'lancaster.ui.county.title': 'County {letter}',
	'lancaster.ui.county.progress': '{done} of 9 counties done (A to I)',
	'lancaster.ui.county.holder': 'Knight in the county',
	'lancaster.ui.county.nobody': 'Nobody',
	'lancaster.ui.county.choice': 'Choice',
	'lancaster.ui.county.power': 'Power points of the county',
	'lancaster.ui.county.allyNote': 'An ally has no gold and its power points are lost.',
	'lancaster.ui.county.nextStart': 'Surrey: who starts the next round',
	'lancaster.ui.county.surreyEmpty': 'Nobody in Surrey: {player} keeps the start player token.',
	'lancaster.ui.county.record': 'Record county {letter}',
	'lancaster.ui.castle.reminder': 'Knights in counties return to court and squires to the supply.',
	'lancaster.ui.castle.title': '{player}’s castle',
	'lancaster.ui.castle.hint':
		'Knights placed in the castle and extensions: enter the power points scored.',
	'lancaster.ui.castle.power': 'Castle power points of {player}',
	'lancaster.ui.castle.tokens':
		'{last, select, yes {Round 5: the round table gives no vote tokens.} other {Round table: receives {n, plural, one {# vote token} other {# vote tokens}} ({nobles, plural, one {# noble} other {# nobles}}, castle lord included).}}',
	'lancaster.ui.castle.record': 'Record {player}’s castle',
	'lancaster.ui.battle.newTitle': 'New battle',
	'lancaster.ui.battle.cardHint':
		'Copy France’s strength and the three power values from the card.',
	'lancaster.ui.battle.france': 'France’s strength',
	'lancaster.ui.battle.power1': 'Power points: value 1',
	'lancaster.ui.battle.power2': 'Power points: value 2',
	'lancaster.ui.battle.power3': 'Power points: value 3',
	'lancaster.ui.battle.slotsHint':
		'Slots top to bottom (order of entry). On a tie, whoever entered later wins.',
	'lancaster.ui.battle.slot': 'Slot {n}',
	'lancaster.ui.battle.holder': 'Player',
	'lancaster.ui.battle.addSlot': 'Add a slot',
	'lancaster.ui.battle.removeSlot': 'Remove slot {n}',
	'lancaster.ui.battle.knightsOf': 'Knights in slot {n} ({player})',
	'lancaster.ui.battle.resolve': 'Resolve the battle',
	'lancaster.ui.battle.resolveLower': 'Resolve the lower-row battle',
	'lancaster.ui.battle.lowerTitle': 'Lower row: battle {id} (second attempt)',
	'lancaster.ui.battle.card': 'France {france}; power values {a}, {b} and {c}',
	'lancaster.ui.battle.lowerBefore':
		'Knights already there: {list}. Enter them plus any new ones, in slot order.',
	'lancaster.ui.battle.compare': 'England {total} against France {france}',
	'lancaster.ui.battle.record': 'Battle {id}',
	'lancaster.ui.battle.attempt': '{attempt, plural, one {first attempt} other {second attempt}}',
	'lancaster.ui.battle.prizesEngland':
		'England wins (equal or higher strength): the values {a}, {b} and {c}, highest first, go to ranks 1 to 3.',
	'lancaster.ui.battle.prizesFrance':
		'France wins: the highest value is lost; rank 1 gets the second and rank 2 the third.',
	'lancaster.ui.battle.rankLine':
		'{rank}. {player} (strength {strength}): {points, plural, one {# power point} other {# power points}}',
	'lancaster.ui.battle.tieRule':
		'On equal strength, whoever entered the battle later ranks higher.',
	'lancaster.ui.battle.empty': 'Nobody joined: England counts as losing.',
	'lancaster.ui.battle.next.removed': 'The battle card is removed.',
	'lancaster.ui.battle.next.lowerRow':
		'The battle moves to the lower row with its knights: it is fought again next round.',
	'lancaster.ui.battle.next.prisoners': 'France wins again: the knights are prisoners.',
	'lancaster.ui.battle.prisoner': '{player}’s strength-{strength} knight',
	'lancaster.ui.battle.noRansom': 'cannot be ransomed: to the reserve',
	'lancaster.ui.battle.ransomOrder':
		'Ransoms are paid in turn order; an unpaid knight goes to the reserve.',
	'lancaster.ui.battle.endHint': 'When every battle is resolved (lower row first), end the round.',
	'lancaster.ui.endRound': 'End round {round}',
	'lancaster.ui.endLastRound': 'End round 5 and go to final scoring',
	'lancaster.ui.knights.total':
		'{n, plural, =0 {no knights} one {# knight} other {# knights}}, strength {strength}',
	'lancaster.ui.knights.add': 'Add strength:',
	'lancaster.ui.knights.addOne': 'Add a strength-{strength} knight to {label}',
	'lancaster.ui.knights.remove': 'Remove knight {n} (strength {strength}) from {label}',
	'lancaster.ui.final.title': 'Final scoring',
	'lancaster.ui.final.intro':
		'For each player: the strength of each knight not in the reserve, squires, castle extensions and gold.',
	'lancaster.ui.final.known': 'Power: {power}; nobles at the round table: {nobles}',
	'lancaster.ui.final.score': 'Do the final scoring',
	'lancaster.ui.final.rank': '#{rank}',
	'lancaster.ui.final.playerTotal': '{player}: {total} points, rank {rank}',
	'lancaster.ui.final.power': 'Power before final scoring',
	'lancaster.ui.final.strength': 'strength {n}',
	'lancaster.ui.final.first': '1st: {points}',
	'lancaster.ui.final.firstShared': '1st shared by {n}: {pool} ÷ {n} = {points} (fractions lost)',
	'lancaster.ui.final.second': '2nd: {points}',
	'lancaster.ui.final.secondShared': '2nd shared by {n}: {pool} ÷ {n} = {points} (fractions lost)',
	'lancaster.ui.final.none': 'no award',
	'lancaster.ui.final.tiebreak.squires': 'tie-break: more squires',
	'lancaster.ui.final.tiebreak.gold': 'tie-break: more gold',
	'lancaster.ui.final.noblesLine': '{n, plural, one {# noble} other {# nobles}}',
	'lancaster.ui.final.rules':
		'Knighthood and extensions: 8 points for first and 4 for second; still tied for first, the 12 are split.',
	'lancaster.ui.final.rulesTwo': '2-player game: only the 8 points for first; allies do not count.',
	'lancaster.ui.final.noblesTable':
		'Nobles 1 to 9: 0, 1, 3, 6, 10, 15, 21, 28, 36 points. Most power points wins; a tie is a shared victory.',
	'lancaster.ui.scorer.intro':
		'Enter each player’s end state; the full scoring appears when you finish.',
	'lancaster.ui.scorer.power': '{player}: power points',
	'lancaster.ui.scorer.squires': '{player}: squires',
	'lancaster.ui.scorer.extensions': '{player}: castle extensions',
	'lancaster.ui.scorer.gold': '{player}: gold',
	'lancaster.ui.scorer.nobles': '{player}: nobles at the round table (lord included)',
	'lancaster.ui.scorer.knights': '{player}’s knights outside the reserve',
	'lancaster.ui.scorer.finish': 'Do the final scoring',
	'lancaster.ui.adjust.title': 'Corrections',
	'lancaster.ui.adjust.hint':
		'Only when something does not match the board: change the value; the log records it.',
	'lancaster.ui.adjust.power': '{player}’s power',
	'lancaster.ui.adjust.tokens': '{player}’s vote tokens',
	'lancaster.ui.adjust.nobles': '{player}’s nobles',
	'lancaster.ui.option.alliesNote': '2-player games are always played with allies (rulebook p. 7).',
	'lancaster.ui.setup.title': 'Setup',
	'lancaster.ui.setup.first': 'Player {seat} of the list starts',
	'lancaster.ui.setup.seats':
		'Players count in the order of the session’s player list (clockwise).',
	'lancaster.ui.setup.nobles': '{n} nobles on each county.',
	'lancaster.ui.setup.allies': 'Each player also runs an ally (2-player rules).',
	'lancaster.ui.setup.tokens': 'Each player starts with 1 vote token.',
	'lancaster.ui.setup.inForceHint': 'Lay them face up from left to right.',
	'lancaster.ui.setup.tableLaws':
		'The table shuffles the laws: record the cards that come up in the app when you start.',
	'lancaster.ui.setup.catalogue': 'All 18 laws'
};

const SCORER_FIELD_NAMES: Record<Lang, Record<string, string>> = {
	es: {
		power: 'puntos de poder',
		squires: 'escuderos',
		extensions: 'tablillas de ampliación',
		gold: 'monedas de oro',
		nobles: 'nobles en la mesa redonda'
	},
	en: {
		power: 'power points',
		squires: 'squires',
		extensions: 'castle extensions',
		gold: 'gold',
		nobles: 'nobles at the round table'
	}
};

function finish(base: Catalogue, lang: Lang): Catalogue {
	const out: Catalogue = {};
	for (const [k, v] of Object.entries(base)) {
		out[k] = v
			.replace('LAW', lawSelect(lang))
			.replace('FIELD', select('field', SCORER_FIELD_NAMES[lang]));
	}
	out['lancaster.error.lawInput'] = out['lancaster.error.lawInput'].replace(
		'{field}',
		fieldSelect(lang)
	);
	out['lancaster.error.finalInput'] = out['lancaster.error.finalInput'].replace(
		'{field}',
		fieldSelect(lang)
	);
	out['lancaster.error.lawUsed'] = out['lancaster.error.lawUsed'].replace('{law}', lawSelect(lang));
	return { ...out, ...lawEntries(lang) };
}

export const messages = {
	es: finish({ ...es, ...uiEs }, 'es'),
	en: finish({ ...en, ...uiEn }, 'en')
};

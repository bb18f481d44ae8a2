// The «Why?», rules-at-hand and result views' texts: a chunk of their own, loaded the first time
// one shows (GameModule.lateMessages), so the game's chunk stays in its budget.
import why from './why-es';
import rules from './rules-es';
import results from './results-es';

export default { ...why, ...rules, ...results };

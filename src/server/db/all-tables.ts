import * as accounts from './schema/accounts';
import * as parts from './schema/parts';
import * as orders from './schema/orders';
import * as invoices from './schema/invoices';
import * as requestLimits from './schema/request-limits';
import * as events from './schema/events';
import * as partTypeAliases from './schema/part-type-aliases';
import * as sites from './schema/sites';
import * as team from './schema/team';
import * as mail from './schema/mail';
import * as audit from './schema/audit';
import * as signIn from './schema/sign-in';
import * as pickupSchedules from './schema/pickup-schedules';
import * as notifications from './schema/notifications';

/** Every table, the schema drizzle's typed client is built over. */
export const allTables = {
  ...accounts,
  ...parts,
  ...orders,
  ...invoices,
  ...requestLimits,
  ...events,
  ...partTypeAliases,
  ...sites,
  ...team,
  ...mail,
  ...audit,
  ...signIn,
  ...pickupSchedules,
  ...notifications,
};

/**
 * Every `svc` command and group, by full name, in the order --help lists them. Adding a command:
 * its declaration `commands/<group>/<name>.ts` (defineCommand), its body `<name>.body.ts`, and one
 * line here. Declarations load no client, zod, clack or keychain: bodies load when they run.
 */
import { type Declaration, defineGroup } from "../define-command.js";
import authLogin from "./auth/login.js";
import authLogout from "./auth/logout.js";
import authProfiles from "./auth/profiles.js";
import authStatus from "./auth/status.js";
import completion from "./completion.js";
import contactsGet from "./contacts/get.js";
import listsList from "./lists/list.js";
import run from "./run.js";
import tasksList from "./tasks/list.js";
import webhookDeliveriesGet from "./webhook-deliveries/get.js";
import webhookDeliveriesList from "./webhook-deliveries/list.js";
import webhooksCreate from "./webhooks/create.js";
import webhooksGet from "./webhooks/get.js";
import webhooksList from "./webhooks/list.js";
import webhooksReceive from "./webhooks/receive.js";
import webhooksRemove from "./webhooks/remove.js";
import webhooksRotateSecret from "./webhooks/rotate-secret.js";
import webhooksTest from "./webhooks/test.js";
import webhooksUpdate from "./webhooks/update.js";
import webhooksVerify from "./webhooks/verify.js";
import workspace from "./workspace.js";

export const registry: readonly Declaration[] = [
  defineGroup("svc auth", "Log in (browser or imported credential), list profiles, show status, log out"),
  authLogin,
  authLogout,
  authProfiles,
  authStatus,
  defineGroup("svc webhooks", "Create, inspect, change, rotate, test and remove webhook subscriptions"),
  webhooksList,
  webhooksGet,
  webhooksCreate,
  webhooksUpdate,
  webhooksRemove,
  webhooksRotateSecret,
  webhooksTest,
  webhooksVerify,
  webhooksReceive,
  defineGroup(
    "svc webhook-deliveries",
    "Read the delivery history of webhooks (attempts, states, responses)",
  ),
  webhookDeliveriesList,
  webhookDeliveriesGet,
  workspace,
  defineGroup("svc tasks", "Read tasks"),
  tasksList,
  defineGroup("svc lists", "Read task lists"),
  listsList,
  defineGroup("svc contacts", "Read contacts"),
  contactsGet,
  run,
  completion,
];

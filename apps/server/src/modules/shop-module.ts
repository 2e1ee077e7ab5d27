import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import type { ForgetUser } from '../lib/closed-account';

/**
 * What tests or another host may hand a module instead of its default (a clock, a stand-in). Empty here:
 * a module that takes one adds it by declaration merging, as Fastify's decorators do, so app.ts never
 * learns its name.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules through declaration merging
export interface ModuleDependencies {}

export interface ModuleContext {
  config: AppConfig;
  dependencies: ModuleDependencies;
}

/**
 * A feature module as the app composes it (modules/registry.ts lists them). Each part is optional; app.ts
 * orders the modules by what they need (`inSetupOrder`), then registers every module's parts phase by phase:
 * 1. `setup`: the decorations its routes and workers use (caches, pools, workers), after the infrastructure;
 * 2. `routes` under /api, and `adminRoutes` under /api behind the back-office's one admin check;
 * 3. `background`: schedules, sweeps and pages outside /api, after every route.
 */
export interface ShopModule {
  name: string;
  /**
   * The modules whose setup this one's setup builds on (a decoration it reads, a plugin its fastify-plugin
   * `dependencies` name): each is set up before this one. Routes and background work are registered after
   * every module's setup, so what they alone read needs no entry.
   */
  needs?: readonly ShopModule[];
  /** A plugin app.ts registers unencapsulated, so what it decorates is the whole app's. */
  setup?: FastifyPluginAsync<ModuleContext>;
  routes?: readonly FastifyPluginAsync[];
  adminRoutes?: readonly FastifyPluginAsync[];
  /** A plugin app.ts registers unencapsulated, after every route. */
  background?: FastifyPluginAsync<ModuleContext>;
  /**
   * Its part of closing an account (docs/rules/accounts.md): erases or anonymises what its own tables hold of
   * the person. Account closing runs every module's hook in one transaction without importing the modules
   * (`app.accountForgetters`), the account's own row last.
   */
  forgetUser?: ForgetUser;
}

/** A module's `forgetUser` hook with the module's name, as account closing receives them. */
export interface AccountForgetter {
  module: string;
  forgetUser: ForgetUser;
}

/** The hooks of the composed modules, in setup order: what `app.accountForgetters` holds. */
export function accountForgettersOf(modules: readonly ShopModule[]): AccountForgetter[] {
  return modules.flatMap(({ name, forgetUser }) => (forgetUser ? [{ module: name, forgetUser }] : []));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every composed module's `forgetUser` hook (ShopModule), for account closing. */
    accountForgetters: readonly AccountForgetter[];
  }
}

/**
 * The modules in the list's order, except that what a module needs is moved just before it when listed
 * after. Start-up fails here, naming the modules, when one needs a module the list lacks or needs go round a
 * loop.
 */
export function inSetupOrder(modules: readonly ShopModule[]): ShopModule[] {
  const listed = new Set(modules);
  const ordered: ShopModule[] = [];
  const placed = new Set<ShopModule>();
  const path: ShopModule[] = [];
  const place = (module: ShopModule) => {
    if (placed.has(module)) return;
    const loopStart = path.indexOf(module);
    if (loopStart >= 0) {
      const loop = [...path.slice(loopStart), module].map(({ name }) => name).join(' → ');
      throw new Error(`Shop modules need each other in a loop: ${loop}`);
    }
    path.push(module);
    for (const needed of module.needs ?? []) {
      // Undefined when the modules' files import each other round a loop, one read before it had loaded.
      if (!needed)
        throw new Error(`Shop module '${module.name}' needs a module its imports had not loaded yet`);
      if (!listed.has(needed)) {
        throw new Error(`Shop module '${module.name}' needs '${needed.name}', which the module list lacks`);
      }
      place(needed);
    }
    path.pop();
    placed.add(module);
    ordered.push(module);
  };
  for (const module of modules) place(module);
  return ordered;
}

/**
 * `modules` and every module they need, however deep, each once: what a test composes to run one module as
 * the shop does, without the others (test/module-app.ts).
 */
export function withWhatTheyNeed(modules: readonly ShopModule[]): ShopModule[] {
  const found = new Set<ShopModule>();
  const add = (module: ShopModule) => {
    if (found.has(module)) return;
    found.add(module);
    for (const needed of module.needs ?? []) add(needed);
  };
  for (const module of modules) add(module);
  return [...found];
}

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';

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
 * registers every module's parts in the list's order, phase by phase:
 * 1. `setup`: the decorations its routes and workers use (caches, pools, workers), after the infrastructure;
 * 2. `routes` under /api, and `adminRoutes` under /api behind the back-office's one admin check;
 * 3. `background`: schedules, sweeps and pages outside /api, after every route.
 */
export interface ShopModule {
  name: string;
  setup?: (app: FastifyInstance, context: ModuleContext) => Promise<void>;
  routes?: readonly FastifyPluginAsync[];
  adminRoutes?: readonly FastifyPluginAsync[];
  background?: (app: FastifyInstance, context: ModuleContext) => Promise<void>;
}

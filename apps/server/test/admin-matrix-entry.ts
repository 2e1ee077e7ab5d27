import type { FastifyInstance, InjectOptions } from 'fastify';

/** What a matrix entry may use to build the admin's request: the app and a signed-in admin. */
export interface MatrixContext {
  app: FastifyInstance;
  admin: { id: string; auth: { authorization: string } };
}

export interface MatrixEntry {
  /**
   * The admin's request: a concrete URL (create the rows it names) and a valid body. The same request is
   * sent without a token (expects 401) and with a customer's token (expects 403) before the admin sends it.
   */
  request(context: MatrixContext): Promise<{
    url: string;
    payload?: InjectOptions['payload'];
    /** Extra headers, e.g. the content type of a raw file upload. */
    headers?: Record<string, string>;
  }>;
  /** The admin's expected status. */
  status: number;
}

import { apiErrorSchema } from '@shop/contracts';

/** A route's error answers for its schema: each status has the one error shape (`message`, `code`). */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}

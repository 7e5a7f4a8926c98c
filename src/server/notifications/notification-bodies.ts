import * as v from 'valibot';

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,7}$/, `${name}: must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name}: must be at least ${min}`),
    v.maxValue(max, `${name}: must be at most ${max}`),
  );

/** GET /notifications ?pageNo&pageSize (openapi/paths/notifications.yaml). */
export const NotificationPageQuery = v.object({
  pageNo: wholeNumber('pageNo', 1, 1_000_000, 1),
  pageSize: wholeNumber('pageSize', 1, 50, 10),
});

const NoticeId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

/** POST /notifications/read: ids, or all. */
export const NotificationReadBody = v.pipe(
  v.object({
    ids: v.optional(v.pipe(v.array(NoticeId), v.maxLength(100))),
    all: v.optional(v.boolean()),
  }),
  v.check((body) => body.all === true || body.ids !== undefined, 'name the notifications to mark read (ids), or all'),
);

/** Last-Event-ID: the id of the last notice the client received. */
export const LastEventId = v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Last-Event-ID: must be a notification id'), v.transform(Number)));

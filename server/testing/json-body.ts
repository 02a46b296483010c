// The type of a JSON answer as the tests read it.
//
// Tests read hundreds of differently shaped answers field by field (`reply.body.data.items[0].id`) and each
// assertion states the value it expects, so a wrong shape fails there. Typing every answer would restate the
// wire contract the tests exist to check, and `unknown` would need a cast at each of ~950 reads. This is
// the one place the tests opt out of type checking, on purpose and by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: answers read loosely, asserted strictly
export type JsonBody = any

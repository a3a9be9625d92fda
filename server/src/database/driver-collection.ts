import type { Connection, mongo } from 'mongoose';

/**
 * The driver's own collection of a model, for the hot reads of the catalog: a lookup through
 * mongoose's collection wrapper makes an ObjectId and emits two events per call, and its queries
 * cast and check filters that the catalog builds itself, at a cost comparable to the lookup's
 * (docs/decisions.md, "Speed"). Read once the connection is open, and kept.
 */
export function driverCollection<T extends mongo.Document>(model: {
  db: Connection;
  collection: { collectionName: string };
}): () => mongo.Collection<T> {
  let collection: mongo.Collection<T> | undefined;
  return () => (collection ??= model.db.db!.collection<T>(model.collection.collectionName));
}

/** A mongoose field list ('name price') as the driver's projection ({ name: 1, price: 1 }). */
export const projectionOf = (fields: string) =>
  Object.fromEntries(fields.split(' ').map((field) => [field, 1 as const]));

import type { Connection, mongo, Types } from 'mongoose';
import { isDuplicateKey } from '../database/database-errors';
import { makeNameKeys } from '../vehicles/schemas/car-brand.schema';
import { modelNameKeys } from '../vehicles/schemas/vehicle-model.schema';
import type { Migration } from './migration';

/**
 * Gives each record the keys it claims as `nameKeys`, under the unique index the schema declares
 * (built here first, so that the claims are checked as they are written); a record whose Arabic
 * name another has already claims its English name alone, and one whose English name is taken
 * too, or who has no name with letters or digits, none (the admin renames it). Answers how many records got keys.
 */
async function claimKeys(
  collection: mongo.Collection,
  records: { _id: Types.ObjectId; keys: string[] }[],
): Promise<number> {
  await collection.createIndex({ nameKeys: 1 }, { unique: true, sparse: true });
  let claimed = 0;
  for (const { _id, keys } of records) {
    // No empty list: the index would hold it as one more key, shared by every such record.
    if (!keys.length) continue;
    for (const nameKeys of [keys, keys.slice(0, 1)]) {
      try {
        await collection.updateOne({ _id, nameKeys: { $exists: false } }, { $set: { nameKeys } });
        claimed += 1;
        break;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }
  return claimed;
}

/**
 * Makes and models stored before their names claimed keys get them (nameKeys): nameKey of their
 * English and Arabic names, a model's after its make's id, so that the unique index keeps any
 * two makes, and any two models of a make, from sharing a name in either language.
 */
export const vehicleNameKeys: Migration = {
  name: '010-vehicle-name-keys',
  async run(connection: Connection): Promise<number> {
    const brands = connection.collection('carbrands');
    const makes = await brands
      .find({ nameKeys: { $exists: false } })
      .project<{ _id: Types.ObjectId; carBrand: string; nameAr?: string }>({
        carBrand: 1,
        nameAr: 1,
      })
      .toArray();
    const models = connection.collection('vehiclemodels');
    const entries = await models
      .find({ nameKeys: { $exists: false } })
      .project<{ _id: Types.ObjectId; makeId: Types.ObjectId; name: string; nameAr?: string }>({
        makeId: 1,
        name: 1,
        nameAr: 1,
      })
      .toArray();
    return (
      (await claimKeys(
        brands,
        makes.map((make) => ({ _id: make._id, keys: makeNameKeys(make) })),
      )) +
      (await claimKeys(
        models,
        entries.map((model) => ({ _id: model._id, keys: modelNameKeys(model.makeId, model) })),
      ))
    );
  },
};

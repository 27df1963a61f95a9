import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

/** What a user told the product team, kept with who wrote it and from which page. */
const feedbackSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    authorName: { type: String, required: true },
    authorEmail: { type: String, required: true },
    authorRole: { type: String, required: true },
    message: { type: String, required: true },
    page: { type: String, default: null },
  },
  { timestamps: true },
);
feedbackSchema.index({ customerId: 1, createdAt: -1, _id: -1 });

export type FeedbackDoc = InferSchemaType<typeof feedbackSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const Feedback = model('Feedback', feedbackSchema);

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { AGENT_DEFAULTS, AGENT_TYPES, type AgentType } from '@platform/contracts';

@Schema({ collection: 'agents', timestamps: true })
export class AgentRecord {
  /** The name the agent signs in with; unique. */
  @Prop({ required: true, unique: true, trim: true })
  agent_id: string;

  /** The machine's host name, as created and then as reported by each heartbeat. */
  @Prop({ required: true, trim: true })
  hostname: string;

  @Prop({ type: String, enum: AGENT_TYPES, default: AGENT_DEFAULTS.agent_type })
  agent_type: AgentType;

  /** The customer whose own IPs the agent sends from; null for provider agents. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  owner_user_id: Types.ObjectId | null;

  /** Set when an admin switches the agent offline: it is drained, no new deliveries go to it. */
  @Prop({ default: false })
  admin_disabled: boolean;

  /** Indexed for the online count (list filter and metrics): a range on the last heartbeat. */
  @Prop({ type: Date, default: null, index: true })
  last_seen: Date | null;

  /** SHA-256 of the agent's secret: the secret is random and long, so a fast hash is enough. */
  @Prop({ required: true })
  secret_hash: string;

  createdAt: Date;
  updatedAt: Date;
}

export type AgentDocument = HydratedDocument<AgentRecord>;
/** An agent as read with lean(): what authentication hands to the agent protocol. */
export type StoredAgent = AgentRecord & { _id: Types.ObjectId };
export const AgentSchema = SchemaFactory.createForClass(AgentRecord);
// The admin list newest first (_id breaks ties), all agents or by type or owner; the owner's
// agents also for the user detail's figures.
AgentSchema.index({ createdAt: -1, _id: -1 });
AgentSchema.index({ agent_type: 1, createdAt: -1, _id: -1 });
AgentSchema.index({ owner_user_id: 1, createdAt: -1, _id: -1 });

import type { AutomationEvent } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { Automation, type AutomationDoc } from '../models/task-templates';

/** GET /api/tasks/settings/automations: the customer's automations, whose create_task actions are templates. */
export async function listAutomations(auth: AuthContext): Promise<AutomationEvent[]> {
  const automations = await Automation.find({ customerId: auth.customerObjectId })
    .sort({ name: 1 })
    .lean<AutomationDoc[]>();
  return automations.map((automation) => ({
    id: automation._id.toString(),
    name: automation.name,
    description: automation.description ?? '',
    eventType: automation.eventType,
    isActive: automation.isActive,
    metadata: (automation.metadata ?? {}) as Record<string, unknown>,
    actions: automation.actions.map((action) => ({
      actionType: action.actionType,
      configuration: (action.configuration ?? {}) as Record<string, unknown>,
    })),
  }));
}

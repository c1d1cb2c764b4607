import { AgentMessage, setWorkflowRequest } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError';
import { showErrorToast } from '../../../api/showErrorToast';
import { notify } from '../../../ui/toast';
import { setAgentWorkflow } from '../agentApi';
import { dashboardKeys } from '../agentQueryKeys';
import { useAgentDetail } from '../useAgentDetail';

export interface WorkflowValues {
  workflow: string;
  address: string;
}
type WorkflowErrors = Partial<Record<keyof WorkflowValues, string>>;

const wireToField: Record<string, keyof WorkflowValues> = {
  workflow: 'workflow',
  workflow_address: 'address',
};

/** Local checks by the contract's schema; each failing field gets its hint key. */
function checkWorkflow(v: WorkflowValues): WorkflowErrors {
  const parsed = setWorkflowRequest.safeParse({
    agent_id: 'checked-on-the-server',
    workflow: v.workflow,
    workflow_address: v.address,
  });
  if (parsed.success) return {};
  const errors: WorkflowErrors = {};
  for (const issue of parsed.error.issues) {
    const field = wireToField[String(issue.path[0])];
    if (!field || errors[field]) continue;
    const empty = !(field === 'workflow' ? v.workflow : v.address).trim();
    errors[field] = `agent.workflow.errors.${field}${empty ? 'Required' : 'Invalid'}`;
  }
  return errors;
}

/** The hints of a refused form (1001 with data.fields), or null for other failures. */
function serverFields(err: unknown): WorkflowErrors | null {
  if (!(err instanceof ApiError)) return null;
  const fields = (err.data as { fields?: Record<string, string> } | null)?.fields;
  if (!fields) return null;
  const errors: WorkflowErrors = {};
  for (const [wire, said] of Object.entries(fields)) {
    const field = wireToField[wire];
    // Only the server can tell a private address (it resolves the name): its own hint.
    if (field && said === AgentMessage.WORKFLOW_ADDRESS_PUBLIC)
      errors[field] = 'agent.workflow.errors.addressPrivate';
    else if (field) errors[field] = `agent.workflow.errors.${field}Invalid`;
  }
  return Object.keys(errors).length ? errors : null;
}

/** The workflow form (creation.md §2, §4): values against the agent's saved ones. */
export function useWorkflowForm(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useAgentDetail(agentId);
  const saved: WorkflowValues = {
    workflow: detail.data?.workflow ?? '',
    address: detail.data?.workflowAddress ?? '',
  };
  const [values, setValues] = useState<WorkflowValues | null>(null);
  const [errors, setErrors] = useState<WorkflowErrors>({});
  const [saving, setSaving] = useState(false);
  const shown = values ?? saved;
  const changed = shown.workflow !== saved.workflow || shown.address !== saved.address;
  const setField = (field: keyof WorkflowValues, value: string) => {
    setValues({ ...shown, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const reset = () => {
    setValues(null);
    setErrors({});
  };
  const save = async () => {
    const found = checkWorkflow(shown);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const reply = await setAgentWorkflow(agentId, shown.workflow, shown.address);
      queryClient.setQueryData(dashboardKeys.detail(agentId), reply);
      setValues(null);
      notify({ tone: 'success', title: t('agent.workflow.saved') });
    } catch (err) {
      const fields = serverFields(err);
      if (fields) setErrors(fields);
      else if (err instanceof ApiError) showErrorToast(err);
    } finally {
      setSaving(false);
    }
  };
  return {
    values: shown,
    errors,
    changed,
    saving,
    loading: detail.isPending,
    setField,
    reset,
    save,
  };
}

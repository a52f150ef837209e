import type { UserPlan } from '@platform/contracts';
import { AddressText } from '../../components/AddressText';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { StatusBadge } from '../../components/StatusBadge';
import { adminPaths } from '../../lib/adminPaths';
import { useListParams } from '../../lib/useListParams';
import { USER_PLANS_PAGE_SIZE, useUserPlanList } from './hooks';
import { UserPlanFormDialog } from './UserPlanFormDialog';

interface UserPlansPageProps {
  /** Set on /user-plans/add: the create dialog is open, and closing it returns to /user-plans. */
  isAdding?: boolean;
}

const columns: DataTableColumn<UserPlan>[] = [
  {
    header: 'User',
    cell: (plan) => (
      <span className="cell-stack__primary">
        <AddressText text={plan.user_email ?? plan.user_id} />
      </span>
    ),
  },
  { header: 'Plan Code', cell: (plan) => plan.plan_code },
  { header: 'Category', cell: (plan) => <span className="badge">{plan.plan_category}</span> },
  { header: 'IP Allocation', cell: (plan) => plan.ip_allocation.toLocaleString() },
  { header: 'Status', cell: (plan) => <StatusBadge status={plan.status} /> },
];

export function UserPlansPage({ isAdding = false }: UserPlansPageProps) {
  const listParams = useListParams();
  const plans = useUserPlanList({ page: listParams.page, limit: USER_PLANS_PAGE_SIZE });

  return (
    <EntityListPage
      title="User Plans"
      description="The plans each user holds; a domain sends on one of its user's active plans."
      addLabel="Add Plan"
      addPath={adminPaths.addUserPlan}
      listPath={adminPaths.userPlans}
      isAdding={isAdding}
      renderAddDialog={(close) => <UserPlanFormDialog onClose={close} />}
      list={plans}
      listParams={listParams}
      pageSize={USER_PLANS_PAGE_SIZE}
      columns={columns}
      emptyText="No user plans yet."
    />
  );
}

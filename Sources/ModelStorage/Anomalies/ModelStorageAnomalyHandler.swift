/// The handler of ``MemoryStorage`` and ``SingleSectionStorage``. Each storage makes its own;
/// there is no process-wide one.
public typealias ModelStorageAnomalyHandler = AnomalyHandler<ModelStorageAnomaly>

import Foundation

extension MemoryStorage {
  /// Sets one header model per section, creating missing sections; sections past the end of
  /// `models` lose their header.
  public func setSectionHeaderModels(_ models: [Any]) {
    setSupplementaries(models, forKind: SupplementaryKind.header)
  }

  /// Sets one footer model per section, creating missing sections; sections past the end of
  /// `models` lose their footer.
  public func setSectionFooterModels(_ models: [Any]) {
    setSupplementaries(models, forKind: SupplementaryKind.footer)
  }

  /// Sets the header model of one existing section (`nil` removes it). Throws if it does not exist.
  public func setSectionHeaderModel(_ model: Any?, forSection section: Int) throws(ModelStorageAnomaly) {
    try setSupplementary(model, forKind: SupplementaryKind.header, section: section)
  }

  /// Sets the footer model of one existing section (`nil` removes it). Throws if it does not exist.
  public func setSectionFooterModel(_ model: Any?, forSection section: Int) throws(ModelStorageAnomaly) {
    try setSupplementary(model, forKind: SupplementaryKind.footer, section: section)
  }

  /// Sets the model of `kind` of one existing section (`nil` removes it). Throws if it does not exist.
  public func setSupplementary(_ model: Any?, forKind kind: String, section: Int) throws(ModelStorageAnomaly) {
    guard sections.indices.contains(section) else { throw .sectionOutOfRange(section, sectionCount: sections.count) }
    change { tracker in
      tracker.supplementariesChanged(inSection: section)
      sections[section].supplementaries[kind] = model
    }
  }

  /// Sets one model of `kind` per section, creating missing sections; later sections lose theirs.
  public func setSupplementaries(_ models: [Any], forKind kind: String) {
    change { tracker in
      if !models.isEmpty { ensureSection(models.count - 1, tracker: tracker) }
      for index in sections.indices {
        let model: Any? = index < models.count ? models[index] : nil
        guard model != nil || sections[index].supplementaries[kind] != nil else { continue }
        tracker.supplementariesChanged(inSection: index)
        sections[index].supplementaries[kind] = model
      }
    }
  }
}

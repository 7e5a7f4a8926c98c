import type { sandboxAddresses, sandboxCompanies, sandboxSalespersons } from '../db/schema';

/** Rows mapped to the public services' field names. */

export function toOneMapResult(row: typeof sandboxAddresses.$inferSelect) {
  return {
    SEARCHVAL: row.searchval,
    BLK_NO: row.blkNo,
    ROAD_NAME: row.roadName,
    BUILDING: row.building,
    ADDRESS: row.address,
    POSTAL: row.postal,
    X: row.x,
    Y: row.y,
    LATITUDE: row.latitude,
    LONGITUDE: row.longitude,
  };
}

export function toCompanyRecord(row: typeof sandboxCompanies.$inferSelect) {
  return {
    uen: row.uen,
    entity_name: row.entityName,
    entity_type_desc: row.entityTypeDesc,
    uen_status_desc: row.uenStatusDesc,
    reg_street_name: row.regStreetName,
    reg_postal_code: row.regPostalCode,
  };
}

export function toSalespersonRecord(row: typeof sandboxSalespersons.$inferSelect) {
  return {
    salesperson_name: row.salespersonName,
    registration_no: row.registrationNo,
    registration_start_date: row.registrationStartDate,
    registration_end_date: row.registrationEndDate,
    estate_agent_name: row.estateAgentName,
    estate_agent_license_no: row.estateAgentLicenseNo,
  };
}

import CInteraction

/// The statuses of `interaction.h`, by name, for the checks.
let statusOK = interaction_status(INTERACTION_STATUS_OK)
let statusNull = interaction_status(INTERACTION_STATUS_NULL_ARGUMENT)
let statusEnum = interaction_status(INTERACTION_STATUS_INVALID_ENUM)
let statusUTF8 = interaction_status(INTERACTION_STATUS_INVALID_UTF8)
let statusName = interaction_status(INTERACTION_STATUS_UNKNOWN_NAME)
let statusRange = interaction_status(INTERACTION_STATUS_OUT_OF_RANGE)
let statusSmall = interaction_status(INTERACTION_STATUS_BUFFER_TOO_SMALL)
let statusParse = interaction_status(INTERACTION_STATUS_PARSE_ERROR)
let statusScene = interaction_status(INTERACTION_STATUS_INVALID_SCENE)
let statusBackwards = interaction_status(INTERACTION_STATUS_TIME_WENT_BACKWARDS)
let statusNoDeadline = interaction_status(INTERACTION_STATUS_NO_DEADLINE)

package contracts
